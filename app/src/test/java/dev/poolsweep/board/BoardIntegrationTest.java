package dev.poolsweep.board;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * The whole board on a random port against a real database. Every integration test uses
 * exactly this setup, so Spring's test context cache starts the database and the board
 * once for all of them.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "board.seed.count=150", "board.admin.password=" + BoardIntegrationTest.ADMIN_PASSWORD,
				"management.server.port=0" })
@AutoConfigureRestTestClient
@Import(TestDatabaseConfiguration.class)
public @interface BoardIntegrationTest {

	String ADMIN_PASSWORD = "it-admin-secret";

}
