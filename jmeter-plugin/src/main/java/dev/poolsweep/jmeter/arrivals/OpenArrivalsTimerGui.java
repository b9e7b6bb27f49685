package dev.poolsweep.jmeter.arrivals;

import java.awt.BorderLayout;
import java.util.LinkedHashMap;
import java.util.Map;

import javax.swing.BorderFactory;

import kg.apc.jmeter.timers.VariableThroughputTimerGui;
import org.apache.jmeter.gui.util.VerticalPanel;
import org.apache.jmeter.testelement.TestElement;
import org.apache.jorphan.gui.JLabeledTextField;

/**
 * The Throughput Shaping Timer's table and graph, with the open-arrival settings beneath.
 */
public class OpenArrivalsTimerGui extends VariableThroughputTimerGui {

	private static final long serialVersionUID = 1L;

	private final Map<String, JLabeledTextField> fields = new LinkedHashMap<>();

	public OpenArrivalsTimerGui() {
		final VerticalPanel settings = new VerticalPanel();
		settings.setBorder(BorderFactory.createTitledBorder("Open arrivals"));
		field(settings, OpenArrivalsTimer.SCHEDULE,
				"Schedule that replaces the table when not empty, e.g. const(100,60s)");
		field(settings, OpenArrivalsTimer.SCALE, "Scale: every rate × this, rounded to whole requests/s (empty: 1)");
		field(settings, OpenArrivalsTimer.MAX_IN_FLIGHT, "Most requests in flight (empty: peak rate × patience)");
		field(settings, OpenArrivalsTimer.PATIENCE_MS,
				"Patience, ms: a request not sent this long after it was due (bound reached, or no client) is never sent");
		field(settings, OpenArrivalsTimer.COUNTS_FILE, "Per-second counts file, CSV (empty: the log only)");
		field(settings, OpenArrivalsTimer.ENGINES,
				"Remote engines that share the schedule, host:port,… as given to -R (empty: this one sends it all)");
		field(settings, OpenArrivalsTimer.START_AT, "Start at, epoch ms (empty: as soon as the clients are ready)");
		field(settings, OpenArrivalsTimer.START_FILE, "Wait for this file before starting (empty: do not wait)");
		add(settings, BorderLayout.SOUTH);
	}

	private void field(final VerticalPanel panel, final String property, final String label) {
		final JLabeledTextField field = new JLabeledTextField(label, 30);
		fields.put(property, field);
		panel.add(field);
	}

	@Override
	public String getStaticLabel() {
		return "poolsweep Open Arrivals Timer";
	}

	@Override
	public TestElement createTestElement() {
		final OpenArrivalsTimer timer = new OpenArrivalsTimer();
		modifyTestElement(timer);
		return timer;
	}

	@Override
	public void modifyTestElement(final TestElement element) {
		super.modifyTestElement(element);
		fields.forEach((property, field) -> element.setProperty(property, field.getText()));
	}

	@Override
	public void configure(final TestElement element) {
		super.configure(element);
		fields.forEach((property, field) -> field.setText(element.getPropertyAsString(property)));
	}

	@Override
	public void clearGui() {
		super.clearGui();
		fields.values().forEach(field -> field.setText(""));
	}

}
