package dev.poolsweep.tuning.plan;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** What --path, --method, --body and --header become, for the plans and the results. */
class RequestTest {

	@Test
	void onePathGoesToThePlansAsPath() {
		final Request request = Request.of(List.of("/owners?lastName="), "GET", "", List.of());
		assertThat(request.properties()).containsExactly(Map.entry("path", "/owners?lastName="));
		assertThat(request.firstGetPath()).isEqualTo("/owners?lastName=");
		assertThat(request.describe()).isEqualTo("GET /owners?lastName=");
	}

	@Test
	void severalPathsCarryTheirWeightsAndAQueryMayEndInAnEqualsSign() {
		final Request request = Request.of(List.of("3:/owners?lastName=", "/vets.html", "0.5:/a?b=1"), "GET", "",
				List.of());
		assertThat(request.paths()).extracting(Request.WeightedPath::weight).containsExactly(3.0, 1.0, 0.5);
		assertThat(request.pathsText()).isEqualTo("3:/owners?lastName= /vets.html 0.5:/a?b=1");
		assertThat(request.properties()).containsEntry("path", "/owners?lastName=")
			.containsEntry("paths", "3:/owners?lastName= /vets.html 0.5:/a?b=1")
			.doesNotContainKeys("method", "body", "headers");
	}

	@Test
	void aPostCarriesItsBodyAndHeadersAndIsNeverAReadinessPage() {
		final Request request = Request.of(List.of("/items"), "post", "{\"name\":\"${__UUID()}\"}",
				List.of("Content-Type: application/json", "X-Trace: 1"));
		assertThat(request.method()).isEqualTo("POST");
		assertThat(request.firstGetPath()).isNull();
		assertThat(request.properties()).containsEntry("method", "POST")
			.containsEntry("body", "{\"name\":\"${__UUID()}\"}")
			.containsEntry("headers", "Content-Type: application/json\nX-Trace: 1");
	}

	@Test
	void readsBackWhatTheResultsRecord() {
		final Request request = Request.of(List.of("2:/a", "/b"), "PUT", "x", List.of("A: 1", "B: 2"));
		assertThat(Request.parse(request.pathsText(), request.method(), request.body(), request.headersText()))
			.isEqualTo(request);
		assertThat(Request.parse("", "GET", "", "")).isEqualTo(Request.PLAN_DEFAULT);
		assertThat(Request.PLAN_DEFAULT.properties()).as("the plan's own requests").isEmpty();
	}

	@Test
	void badInputIsOneLine() {
		assertThatIllegalArgumentException().isThrownBy(() -> Request.of(List.of("owners"), "GET", "", List.of()))
			.withMessage("--path takes [WEIGHT:]PATH, a path starting with / and without spaces, not 'owners'");
		assertThatIllegalArgumentException().isThrownBy(() -> Request.of(List.of("0:/a"), "GET", "", List.of()))
			.withMessage("--path '0:/a': the weight before ':' must be a number > 0");
		assertThatIllegalArgumentException().isThrownBy(() -> Request.of(List.of("/a"), "GET", "x", List.of()))
			.withMessage("--body goes with a --method other than GET (e.g. --method POST)");
		assertThatIllegalArgumentException().isThrownBy(() -> Request.of(List.of("/a"), "GE T", "", List.of()))
			.withMessageStartingWith("--method must be an HTTP method");
		assertThatIllegalArgumentException().isThrownBy(() -> Request.of(List.of("/a"), "GET", "", List.of("no colon")))
			.withMessage("--header takes 'Name: value' on one line, not 'no colon'");
	}

}
