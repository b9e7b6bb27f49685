package dev.poolsweep.board.system;

import java.io.IOException;
import java.io.Writer;

import org.apache.catalina.Host;
import org.apache.catalina.Valve;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;

import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.core.Ordered;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;

/**
 * Some requests never reach the board: Tomcat refuses an encoded slash or a NUL in the
 * path, or a URI or header larger than its buffer, and its ErrorReportValve answers them
 * with an HTML page. Under {@code /api} they get problem details instead, as every other
 * API error does; elsewhere Tomcat's page stays (without server information, as Spring
 * Boot configures it).
 */
@Component
class TomcatErrorReports implements WebServerFactoryCustomizer<TomcatServletWebServerFactory>, Ordered {

	private final ProblemResponses problems;

	TomcatErrorReports(ProblemResponses problems) {
		this.problems = problems;
	}

	@Override
	public void customize(TomcatServletWebServerFactory factory) {
		factory.addContextCustomizers((context) -> {
			Host host = (Host) context.getParent();
			// Replace the valve Spring Boot added; and name ours as the host's error
			// report valve, or the host
			// would add Tomcat's own beside it when it starts.
			for (Valve valve : host.getPipeline().getValves()) {
				if (valve instanceof ErrorReportValve) {
					host.getPipeline().removeValve(valve);
				}
			}
			if (host instanceof StandardHost standardHost) {
				standardHost.setErrorReportValveClass(ProblemErrorReportValve.class.getName());
			}
			host.getPipeline().addValve(new ProblemErrorReportValve(this.problems));
		});
	}

	/** After Spring Boot's own customizer, which adds the valve replaced here. */
	@Override
	public int getOrder() {
		return Ordered.LOWEST_PRECEDENCE;
	}

	/** Tomcat's ErrorReportValve, answering problem details for {@code /api} requests. */
	static class ProblemErrorReportValve extends ErrorReportValve {

		private final ProblemResponses problems;

		ProblemErrorReportValve(ProblemResponses problems) {
			this.problems = problems;
			setShowReport(false);
			setShowServerInfo(false);
		}

		@Override
		protected void report(Request request, Response response, Throwable throwable) {
			HttpStatus status = HttpStatus.resolve(response.getStatus());
			if (status == null || !status.isError() || response.getContentWritten() > 0
					|| !forApi(request.getRequestURI())) {
				super.report(request, response, throwable);
				return;
			}
			if (!response.setErrorReported()) {
				return; // someone else reports this error
			}
			String detail = status.is4xxClientError()
					? "The server refused the request before the board could read it: check the path's encoding and"
							+ " the size of the URI and headers"
					: "The server could not answer this request";
			try {
				response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
				response.setCharacterEncoding("UTF-8");
				Writer writer = response.getReporter();
				if (writer != null) {
					writer.write(this.problems.json(status, status.getReasonPhrase(), detail));
					response.finishResponse();
				}
			}
			catch (IOException | IllegalStateException ex) {
				// The client is gone or the response cannot take a body any more: nothing
				// left to tell.
			}
		}

		/**
		 * A request line too long for Tomcat's buffer leaves no URI to look at: such a
		 * request gets problem details too, which tell a browser as much as Tomcat's bare
		 * page would.
		 */
		private static boolean forApi(String requestUri) {
			return requestUri == null || requestUri.isEmpty() || ProblemResponses.isApi(requestUri);
		}

	}

}
