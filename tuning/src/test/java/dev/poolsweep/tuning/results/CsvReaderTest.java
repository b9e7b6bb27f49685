package dev.poolsweep.tuning.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import dev.poolsweep.tuning.analysis.series.ErrorKind;
import dev.poolsweep.tuning.analysis.series.JtlFile;
import dev.poolsweep.tuning.analysis.series.Sample;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CsvReaderTest {

	@TempDir
	Path dir;

	@Test
	void readsQuotedFieldsWithCommasQuotesAndLineBreaks() throws IOException {
		final Path file = dir.resolve("a.csv");
		Files.writeString(file, "a,b,c\r\n1,\"x, \"\"y\"\"\",3\r\n\n\"multi\nline\",,\"\"\n");

		try (CsvReader csv = CsvReader.open(file)) {
			assertThat(csv.column("b")).isEqualTo(1);
			assertThat(csv.column("missing")).isEqualTo(-1);
			assertThat(csv.next()).containsExactly("1", "x, \"y\"", "3");
			assertThat(csv.next()).containsExactly("multi\nline", "", "");
			assertThat(csv.next()).isNull();
		}
	}

	@Test
	void jtlColumnsAreReadByNameInAnyOrder() throws IOException {
		final Path file = dir.resolve("samples.jtl");
		Files.writeString(file,
				"""
						success,failureMessage,elapsed,responseCode,timeStamp
						false,"Non HTTP response message: Connect to 127.0.0.1:8080 [/127.0.0.1] failed: Connect timed out",2001,Non HTTP response code: org.apache.http.conn.ConnectTimeoutException,1700000000900
						true,,15,200,1700000000100
						""");

		final List<Sample> samples = JtlFile.read(file);

		assertThat(samples).extracting(Sample::startMs).containsExactly(1700000000100L, 1700000000900L);
		assertThat(samples.getFirst()).isEqualTo(new Sample(1700000000100L, 15, true, "200", ""));
		assertThat(samples.getLast().errorKind()).isEqualTo(ErrorKind.CONNECT);
	}

	@Test
	void aReadTimeOutIsRecognisedFromTheResponseMessageAsJMeterWritesIt() throws IOException {
		// Two lines as JMeter 5.6.3 wrote them in a sweep: the exception's message is in
		// responseMessage and
		// failureMessage is empty (only assertions fill it).
		final Path file = dir.resolve("samples.jtl");
		Files.writeString(file,
				"""
						timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect
						1795276376343,10011,GET list,Non HTTP response code: java.net.SocketTimeoutException,Non HTTP response message: Read timed out,Clients-ThreadStarter 1-117,text,false,,2752,0,867,867,http://127.0.0.1:34811/suggestions,0,0,0
						1795276376344,12,GET list,200,,Clients-ThreadStarter 1-118,text,true,,30000,120,867,867,http://127.0.0.1:34811/suggestions,9,0,1
						""");

		final List<Sample> samples = JtlFile.read(file);

		assertThat(samples.getFirst().message()).isEqualTo("Non HTTP response message: Read timed out");
		assertThat(samples.getFirst().errorKind()).isEqualTo(ErrorKind.READ_TIMEOUT);
		assertThat(samples.getLast().errorKind()).isEqualTo(ErrorKind.NONE);
	}

	@Test
	void aJtlWithoutEpochTimeStampsIsRefusedWithTheRecordNumber() throws IOException {
		final Path file = dir.resolve("samples.jtl");
		Files.writeString(file, "timeStamp,elapsed,success\n2025/01/01 10:00:00,5,true\n");

		assertThatThrownBy(() -> JtlFile.read(file)).isInstanceOf(IOException.class)
			.hasMessageContaining("record 2")
			.hasMessageContaining("timeStamp");
	}

	@Test
	void aJtlWithoutAnElapsedColumnIsRefused() throws IOException {
		final Path file = dir.resolve("samples.jtl");
		Files.writeString(file, "timeStamp,success\n1,true\n");

		assertThatThrownBy(() -> JtlFile.read(file)).hasMessageContaining("no column 'elapsed'");
	}

}
