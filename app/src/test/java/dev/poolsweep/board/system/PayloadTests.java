package dev.poolsweep.board.system;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.assertj.MockMvcTester;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The static payloads the build writes (src/build/Payloads.java) are served to anyone as
 * Spring serves static resources, at their sizes, with the same bytes on every build: the
 * MD5 sums pin them, so that results on different machines compare the same files.
 */
@WebMvcTest(LoginController.class)
@Import({ SecurityConfiguration.class, ProblemResponses.class })
@TestPropertySource(properties = { "board.admin.username=admin", "board.admin.password=s3cret-for-tests" })
class PayloadTests {

	@Autowired
	private MockMvcTester mvc;

	@Test
	void theSmallPageIs104Bytes() {
		assertThat(this.mvc.get().uri("/payload/index.html")).hasStatusOk()
			.hasContentTypeCompatibleWith(MediaType.TEXT_HTML)
			.body()
			.satisfies((body) -> assertThat(body).hasSize(104).satisfies(hasMd5("3f0349c008b428282eebf9d749ae47aa")));
	}

	@Test
	void theMediumImageIs68KiB() {
		assertThat(this.mvc.get().uri("/payload/cat.jpg")).hasStatusOk()
			.hasContentTypeCompatibleWith(MediaType.IMAGE_JPEG)
			.body()
			.satisfies((body) -> assertThat(body).hasSize(6_963).satisfies(hasMd5("6f0db936c0735c7e2767f5000169d443")));
	}

	@Test
	void theLargeImageIs49MiB() {
		assertThat(this.mvc.get().uri("/payload/4k.jpg")).hasStatusOk()
			.hasContentTypeCompatibleWith(MediaType.IMAGE_JPEG)
			.body()
			.satisfies((body) -> assertThat(body).hasSize(5_138_022)
				.satisfies(hasMd5("58ec1440b87972bfe719c4a0cc5bca94")));
	}

	private static org.assertj.core.api.ThrowingConsumer<byte[]> hasMd5(String expected) {
		return (bytes) -> assertThat(HexFormat.of().formatHex(md5(bytes))).isEqualTo(expected);
	}

	private static byte[] md5(byte[] bytes) throws NoSuchAlgorithmException {
		return MessageDigest.getInstance("MD5").digest(bytes);
	}

}
