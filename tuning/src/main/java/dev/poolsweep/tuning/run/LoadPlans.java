package dev.poolsweep.tuning.run;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

import dev.poolsweep.tuning.plan.LoadProfile;

/**
 * The JMeter properties of poolsweep's plans (jmeter-plans/README.md): where to send the load, the client's
 * behaviour, and the load itself: a Throughput Shaping Timer schedule (burst, and any other .jmx) or one constant
 * rate for a number of seconds (steady and smoke). Every plan multiplies its rates by -Jscale.
 */
public final class LoadPlans {

   public static final String BURST = "burst";
   public static final String STEADY = "steady";
   public static final String SMOKE = "smoke";

   /** Seconds JMeter may take beyond its schedule to start, drain its requests and write its files. */
   private static final long SLACK_SECONDS = 60;

   private LoadPlans() {
   }

   /** Whether the plan runs one constant rate (-Jrate, -Jduration) rather than a schedule (-Jload_profile). */
   public static boolean isOneRate(final String plan) {
      return plan.equals(STEADY) || plan.equals(SMOKE);
   }

   /** The load profile a plan runs when none is given: the paper's for a schedule, the plan's own default else. */
   public static String defaultProfile(final String plan) {
      return switch (plan) {
         case STEADY -> "const(100,60s)";
         case SMOKE -> "const(5,5s)";
         default -> LoadSettings.PAPER_PROFILE;
      };
   }

   /** The measured run: the sweep's plan with the sweep's schedule and scale. */
   public static Map<String, String> measured(final LoadSettings load, final int port) {
      final LoadProfile profile = LoadProfile.parse(load.loadProfile());
      final Map<String, String> properties = client(load, port, profile.scaled(load.scale()).peakStep().peakRps());
      if (isOneRate(load.plan())) {
         final LoadProfile.Step step = profile.steps().getFirst();
         properties.put("rate", rate(step.fromRps()));
         properties.put("duration", Long.toString(step.durationS()));
      }
      else {
         properties.put("load_profile", load.loadProfile());
      }
      properties.put("scale", Double.toString(load.scale()));
      return properties;
   }

   /**
    * A steady open load at {@code rps} for {@code duration} (scale left at 1): the warm-up, and each step of the
    * calibration.
    */
   public static Map<String, String> steady(final LoadSettings load, final int port, final double rps,
                                            final Duration duration) {
      final Map<String, String> properties = client(load, port, rps);
      properties.put("rate", rate(rps));
      properties.put("duration", Long.toString(Math.max(1, duration.toSeconds())));
      return properties;
   }

   /** How long JMeter may run for a schedule of {@code seconds} before it is stopped as hung. */
   public static Duration timeout(final long seconds) {
      return Duration.ofSeconds(seconds + SLACK_SECONDS);
   }

   private static Map<String, String> client(final LoadSettings load, final int port, final double peakRps) {
      final Map<String, String> properties = new LinkedHashMap<>();
      properties.put("max_threads_client", threadCap(load, peakRps));
      properties.put("host", "127.0.0.1");
      properties.put("port", Integer.toString(port));
      properties.put("keep_alive", Boolean.toString(load.keepAlive()));
      properties.put("connect_timeout", Integer.toString(load.connectTimeoutMs()));
      properties.put("response_timeout", Integer.toString(load.responseTimeoutMs()));
      return properties;
   }

   /**
    * The client's thread cap. In an open workload every request still waiting for its response holds a JMeter
    * thread, so the cap must cover peak rate x response time-out (Little's law), or the load silently stops being
    * open exactly when the board falls behind. Never below the plans' own default of 1000.
    */
   static String threadCap(final LoadSettings load, final double peakRps) {
      final long needed = (long) Math.ceil(peakRps * load.responseTimeoutMs() / 1000.0 * 1.2);
      return Long.toString(Math.max(1000, needed));
   }

   private static String rate(final double rps) {
      return rps == Math.rint(rps) ? Long.toString((long) rps) : Double.toString(rps);
   }
}
