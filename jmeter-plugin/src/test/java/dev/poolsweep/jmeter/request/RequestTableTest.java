package dev.poolsweep.jmeter.request;

import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class RequestTableTest {

	@Test
	void sendsEveryRequestToThePathWithoutPaths() {
		final RequestTable table = RequestTable.parse(" /suggestions ", " ", "", true);
		assertThat(table.paths()).containsExactly("/suggestions");
		assertThat(table.choosePath()).isEqualTo("/suggestions");
		assertThat(table.headers()).isNull();
	}

	@Test
	void drawsPathsInProportionToTheirWeights() {
		final RequestTable table = RequestTable.parse("/ignored", "3:/owners?lastName= /vets.html", "", true);
		assertThat(table.paths()).containsExactly("/owners?lastName=", "/vets.html");
		final Map<String, Integer> drawn = new HashMap<>();
		for (int i = 0; i < 40_000; i++) {
			drawn.merge(table.choosePath(), 1, Integer::sum);
		}
		assertThat(drawn.get("/owners?lastName=") / 40_000.0).isBetween(0.74, 0.76);
	}

	@Test
	void addsEachHeaderLine() {
		final RequestTable table = RequestTable.parse("/", "", "Authorization: Bearer x:y\nnot a header\nX-Trace: 1",
				true);
		assertThat(table.headers().size()).isEqualTo(2);
		assertThat(table.headers().getHeader(0).getValue()).isEqualTo("Bearer x:y");
		assertThat(table.headers().getHeader(1).getName()).isEqualTo("X-Trace");
	}

	@Test
	void closesEachConnectionWithoutKeepAlive() {
		final RequestTable table = RequestTable.parse("/", "", "X-Trace: 1", false);
		assertThat(table.headers().getHeader(0).getName()).isEqualTo("Connection");
		assertThat(table.headers().getHeader(0).getValue()).isEqualTo("close");
		assertThat(table.headers().size()).isEqualTo(2);
		assertThat(table.isFor("/", "", "X-Trace: 1", true)).isFalse();
	}

	@Test
	void refusesAWeightOfZero() {
		assertThatIllegalArgumentException().isThrownBy(() -> RequestTable.parse("/", "0:/a 1:/b", "", true))
			.withMessageContaining("0:/a");
	}

	@Test
	void knowsWhichSettingsItWasParsedFrom() {
		final RequestTable table = RequestTable.parse("/a", "", "", true);
		assertThat(table.isFor("/a", "", "", true)).isTrue();
		assertThat(table.isFor("/b", "", "", true)).isFalse();
	}

}
