package dev.poolsweep.tuning.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The command line of one headless JMeter run.
 *
 * @param properties the plan's properties, passed as -Jname=value
 * @param cpus       taskset list to pin JMeter to; empty for none
 */
public record JmeterLaunch(String java, JmeterInstall install, Path plan, Map<String, String> properties, Path jtl,
                           Path log, String cpus) {

   public JmeterLaunch {
      properties = new TreeMap<>(properties);
   }

   public List<String> command() {
      final List<String> command = new ArrayList<>(CpuPinning.prefix(cpus));
      command.add(java);
      // The heap and collector JMeter's own bin/jmeter script sets; a fixed heap keeps JMeter's behaviour the same
      // from run to run.
      command.add("-Xms1g");
      command.add("-Xmx1g");
      command.add("-XX:MaxMetaspaceSize=256m");
      command.add("-XX:+UseG1GC");
      command.add("-XX:MaxGCPauseMillis=100");
      command.add("-jar");
      command.add(install.launcher().toString());
      command.add("-n");
      command.add("-t");
      command.add(plan.toString());
      properties.forEach((name, value) -> command.add("-J" + name + "=" + value));
      command.add("-l");
      command.add(jtl.toString());
      command.add("-j");
      command.add(log.toString());
      return command;
   }

   /** Where JMeter's console output goes: next to its log, e.g. jmeter.out beside jmeter.log. */
   public Path consoleLog() {
      final String name = log.getFileName().toString();
      return log.resolveSibling((name.endsWith(".log") ? name.substring(0, name.length() - 4) : name) + ".out");
   }
}
