package dev.poolsweep.tuning.analysis;

/**
 * One request from samples.jtl.
 *
 * @param startMs   JMeter's timeStamp: epoch ms when the request started
 * @param elapsedMs the response time: from just before sending to just after the last byte (or the failure)
 * @param message   what JMeter said beside the code: its responseMessage and failureMessage, joined
 */
public record Sample(long startMs, long elapsedMs, boolean success, String responseCode, String message) {

   public ErrorKind errorKind() {
      return ErrorKind.classify(success, responseCode, message);
   }
}
