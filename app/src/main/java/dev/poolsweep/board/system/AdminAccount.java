package dev.poolsweep.board.system;

import java.security.SecureRandom;
import java.util.Base64;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * The one administrator, who may delete suggestions. There is no fixed default password:
 * without {@code board.admin.password} a random one is generated and logged once at
 * start-up.
 */
@ConfigurationProperties("board.admin")
public record AdminAccount(String username, String password) {

	private static final Logger logger = LoggerFactory.getLogger(AdminAccount.class);

	public AdminAccount {
		username = (username == null || username.isBlank()) ? "admin" : username;
	}

	UserDetails toUser(PasswordEncoder encoder) {
		String secret = this.password;
		if (secret == null || secret.isBlank()) {
			byte[] random = new byte[18];
			new SecureRandom().nextBytes(random);
			secret = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
			logger.warn("board.admin.password is not set; generated password for '{}': {}", this.username, secret);
		}
		return User.withUsername(this.username).password(encoder.encode(secret)).roles("ADMIN").build();
	}

}
