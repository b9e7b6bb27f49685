package dev.poolsweep.tuning.run;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What Linux tells about a process in /proc: CPU time and context switches. Every method returns -1 when the
 * numbers cannot be read (the process is gone, or this is not Linux).
 */
public final class ProcStats {

   /** USER_HZ: the unit of the CPU times in /proc/PID/stat; 100 on every Linux architecture the JDK runs on. */
   static final double TICKS_PER_SECOND = 100.0;

   private static final Path PROC = Path.of("/proc");

   private ProcStats() {
   }

   /** Voluntary and involuntary context switches of a process, summed over its threads. */
   public record ContextSwitches(long voluntary, long involuntary) {

      static final ContextSwitches UNKNOWN = new ContextSwitches(-1, -1);

      ContextSwitches plus(final ContextSwitches other) {
         return new ContextSwitches(voluntary + other.voluntary, involuntary + other.involuntary);
      }
   }

   /** Summed over /proc/PID/task/*&#47;status: a thread that ended meanwhile is simply no longer counted. */
   public static ContextSwitches contextSwitches(final long pid) {
      ContextSwitches sum = new ContextSwitches(0, 0);
      try (DirectoryStream<Path> tasks = Files.newDirectoryStream(PROC.resolve(Long.toString(pid)).resolve("task"))) {
         for (final Path task : tasks) {
            sum = sum.plus(parseStatus(readOrEmpty(task.resolve("status"))));
         }
         return sum;
      }
      catch (IOException e) {
         return ContextSwitches.UNKNOWN;
      }
   }

   /** The two ctxt_switches lines of a /proc status file; 0 for a missing line (the thread just ended). */
   static ContextSwitches parseStatus(final String status) {
      long voluntary = 0;
      long involuntary = 0;
      for (final String line : status.split("\n")) {
         if (line.startsWith("voluntary_ctxt_switches:")) {
            voluntary = Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
         }
         else if (line.startsWith("nonvoluntary_ctxt_switches:")) {
            involuntary = Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
         }
      }
      return new ContextSwitches(voluntary, involuntary);
   }

   /**
    * CPU seconds used by the children of this process that have ended and been waited for (cutime + cstime of
    * /proc/self/stat). The difference across a child's run is the child's whole CPU time, including its last
    * moments, which polling /proc/CHILD/stat would miss: the child's entry disappears when it is reaped.
    */
   public static double reapedChildrenCpuSeconds() {
      final long[] fields = statFields(readOrEmpty(PROC.resolve("self").resolve("stat")));
      return fields.length < 17 ? -1 : (fields[15] + fields[16]) / TICKS_PER_SECOND;
   }

   /** CPU seconds a running process has used so far (utime + stime). */
   public static double cpuSeconds(final long pid) {
      final long[] fields = statFields(readOrEmpty(PROC.resolve(Long.toString(pid)).resolve("stat")));
      return fields.length < 17 ? -1 : (fields[13] + fields[14]) / TICKS_PER_SECOND;
   }

   /**
    * The numeric fields of a /proc/PID/stat line, indexed like proc(5) counts them minus one (utime, field 14, is
    * at index 13). The command name (field 2) may hold spaces and parentheses, so the line is read from the last
    * ')' on; fields 1 to 3 come back as 0.
    */
   static long[] statFields(final String stat) {
      final int end = stat.lastIndexOf(')');
      if (end < 0) {
         return new long[0];
      }
      final String[] rest = stat.substring(end + 1).strip().split("\\s+");
      final long[] fields = new long[rest.length + 2];
      for (int i = 1; i < rest.length; i++) {
         fields[i + 2] = parseOrZero(rest[i]);
      }
      return fields;
   }

   private static long parseOrZero(final String text) {
      try {
         return Long.parseLong(text);
      }
      catch (NumberFormatException e) {
         return 0;
      }
   }

   private static String readOrEmpty(final Path file) {
      try {
         return Files.readString(file);
      }
      catch (IOException e) {
         return "";
      }
   }
}
