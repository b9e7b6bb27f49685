package dev.poolsweep.tinyapp;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * An application that is not the board, for the harness's test of sweeping any Spring
 * Boot application: Spring MVC on Tomcat, a table read and written through HikariCP, and
 * nothing the harness could lean on (no Actuator, no pool name, no MBeans of its own).
 */
@SpringBootApplication
public class TinyApplication {

	public static void main(final String[] args) {
		SpringApplication.run(TinyApplication.class, args);
	}

}
