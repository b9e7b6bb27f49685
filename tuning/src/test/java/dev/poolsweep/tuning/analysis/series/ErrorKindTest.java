package dev.poolsweep.tuning.analysis.series;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class ErrorKindTest {

	@ParameterizedTest(name = "{0}")
	@CsvSource(delimiter = '|', value = {
			"CONNECT      | Non HTTP response code: org.apache.http.conn.ConnectTimeoutException | Non HTTP response message: Connect to 127.0.0.1:8080 [/127.0.0.1] failed: Connect timed out",
			"CONNECT      | Non HTTP response code: java.net.SocketTimeoutException | Non HTTP response message: connect timed out",
			"CONNECT      | Non HTTP response code: org.apache.http.conn.HttpHostConnectException | Non HTTP response message: Connect to 127.0.0.1:8080 [/127.0.0.1] failed: Connection refused",
			"CONNECT      | Non HTTP response code: java.net.ConnectException | Non HTTP response message: Connection refused",
			"READ_TIMEOUT | Non HTTP response code: java.net.SocketTimeoutException | Non HTTP response message: Read timed out",
			"HTTP_5XX     | 503 | ''", "HTTP_5XX     | 500 | Internal Server Error",
			"OTHER        | Non HTTP response code: java.net.SocketException | Non HTTP response message: Connection reset",
			"OTHER        | Non HTTP response code: org.apache.http.NoHttpResponseException | Non HTTP response message: 127.0.0.1:8080 failed to respond",
			"OTHER        | 404 | Not Found", "OTHER        | 200 | Test failed: text expected to contain /ok/",
			"OTHER        | '' | ''", })
	void classifiesJMeterFailures(final ErrorKind expected, final String responseCode, final String failureMessage) {
		assertThat(ErrorKind.classify(false, responseCode, failureMessage)).isEqualTo(expected);
	}

	@ParameterizedTest
	@CsvSource({ "200,", "503," })
	void aSuccessIsNoError(final String responseCode, final String failureMessage) {
		assertThat(ErrorKind.classify(true, responseCode, failureMessage)).isEqualTo(ErrorKind.NONE);
	}

	@ParameterizedTest
	@CsvSource({ "CONNECT,connect", "READ_TIMEOUT,read_timeout", "HTTP_5XX,http_5xx", "OTHER,other" })
	void keysAreTheColumnNames(final ErrorKind kind, final String key) {
		assertThat(kind.key()).isEqualTo(key);
	}

}
