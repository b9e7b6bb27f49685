package dev.poolsweep.board.system;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.config.observation.SecurityObservationSettings;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;

/**
 * Anyone may list and add; only the administrator may delete. The API is stateless with
 * HTTP Basic and answers 401/403 as problem details; the pages use form login and CSRF
 * tokens.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(AdminAccount.class)
public class SecurityConfiguration {

	@Bean
	@Order(1)
	SecurityFilterChain apiSecurity(HttpSecurity http, ProblemResponses problems) {
		return http.securityMatcher("/api/**")
			.authorizeHttpRequests((requests) -> requests.requestMatchers(HttpMethod.DELETE, "/api/**")
				.hasRole("ADMIN")
				.anyRequest()
				.permitAll())
			.httpBasic(Customizer.withDefaults())
			.exceptionHandling((exceptions) -> exceptions.authenticationEntryPoint((request, response, ex) -> {
				response.setHeader("WWW-Authenticate", "Basic realm=\"suggestion-board\"");
				problems.write(response, HttpStatus.UNAUTHORIZED, "Authentication required",
						"Deleting suggestions needs the administrator's credentials (HTTP Basic)");
			})
				.accessDeniedHandler((request, response, ex) -> problems.write(response, HttpStatus.FORBIDDEN,
						"Forbidden", "Only the administrator may delete suggestions")))
			// No cookies or sessions on the API, so there is nothing for a cross-site
			// request to ride on.
			.csrf((csrf) -> csrf.disable())
			.sessionManagement((sessions) -> sessions.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
			.build();
	}

	/**
	 * The list page, which every load test requests, gets only the filters it needs: the
	 * security context (an administrator's session), the CSRF token of the
	 * administrator's forms, the security headers and isUserInRole. Anyone may read it,
	 * so it needs no authorization, login, logout, request cache or anonymous user.
	 */
	@Bean
	@Order(2)
	SecurityFilterChain listPageSecurity(HttpSecurity http) {
		return http.securityMatcher(PathPatternRequestMatcher.withDefaults().matcher(HttpMethod.GET, "/suggestions"))
			.anonymous((anonymous) -> anonymous.disable())
			.requestCache((cache) -> cache.disable())
			.logout((logout) -> logout.disable())
			.exceptionHandling((exceptions) -> exceptions.disable())
			.build();
	}

	@Bean
	@Order(3)
	SecurityFilterChain pageSecurity(HttpSecurity http) {
		return http
			.authorizeHttpRequests((requests) -> requests.requestMatchers(HttpMethod.POST, "/suggestions/*/delete")
				.hasRole("ADMIN")
				.anyRequest()
				.permitAll())
			.formLogin((login) -> login.loginPage("/login").defaultSuccessUrl("/suggestions"))
			.logout((logout) -> logout.logoutSuccessUrl("/suggestions"))
			.build();
	}

	/**
	 * No observations of the security filters themselves: with an ObservationRegistry
	 * present, Spring Security times every filter of the chain, which showed as a tenth
	 * of the list page's CPU in a profile. http.server.requests still times each request
	 * as a whole.
	 */
	@Bean
	SecurityObservationSettings noSecurityFilterObservations() {
		return SecurityObservationSettings.noObservations();
	}

	@Bean
	PasswordEncoder passwordEncoder() {
		return PasswordEncoderFactories.createDelegatingPasswordEncoder();
	}

	@Bean
	InMemoryUserDetailsManager administrator(AdminAccount admin, PasswordEncoder encoder) {
		return new InMemoryUserDetailsManager(admin.toUser(encoder));
	}

}
