package dev.poolsweep.tuning.settings;

import java.nio.file.Path;
import java.util.List;

/**
 * The application a sweep measures when it is not the board ({@code --app}): a Spring
 * Boot jar, started for every run as the board is, with what its user adds.
 *
 * @param jar the executable Spring Boot jar
 * @param appArgs added after the harness's own arguments, e.g.
 * {@code --spring.profiles.active=mysql}
 * @param jvmArgs added before {@code -jar}, e.g. {@code -Dfile.encoding=UTF-8}
 * @param resetSql SQL statements run against its database before every run; null for none
 */
public record AppSettings(Path jar, List<String> appArgs, List<String> jvmArgs, Path resetSql) {

	public AppSettings {
		jar = jar.toAbsolutePath().normalize();
		appArgs = List.copyOf(appArgs);
		jvmArgs = List.copyOf(jvmArgs);
		resetSql = resetSql == null ? null : resetSql.toAbsolutePath().normalize();
	}

}
