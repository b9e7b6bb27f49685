package dev.poolsweep.db;

import java.io.Closeable;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.PullResponseItem;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.dockerclient.DockerClientProviderStrategy;
import org.testcontainers.utility.DockerImageName;

/**
 * Whether a database container can be had now, asked in seconds rather than minutes.
 *
 * <p>
 * Testcontainers waits for a Docker engine, and pulls a missing image (the database's,
 * and its Ryuk reaper's unless TESTCONTAINERS_RYUK_DISABLED is true) with retries for
 * minutes: on a machine whose engine runs but cannot reach the registry, a run sat silent
 * that long before anything happened. So the engine gets {@link #ENGINE_PATIENCE} to
 * answer, an image that is not here gets {@link #PULL_PATIENCE} to be pulled, and the
 * answer says which of them failed. The images are looked at with a plain client of the
 * engine Testcontainers found, which starts nothing.
 */
final class ContainerPrerequisites {

	static final Duration ENGINE_PATIENCE = Duration.ofSeconds(20);

	static final Duration PULL_PATIENCE = Duration.ofSeconds(30);

	/** The repository of Testcontainers' reaper. */
	private static final String RYUK = "testcontainers/ryuk";

	private ContainerPrerequisites() {
	}

	/**
	 * Why no container with {@code image} can be started now; empty when one can (the
	 * engine answers, the images are here or were pulled in time).
	 */
	static Optional<String> whyNot(String image) {
		Optional<String> noEngine = DockerEngineLocations.whyNoneCanAnswer();
		if (noEngine.isPresent()) {
			return noEngine;
		}
		Optional<String> silent = silenceWithin(ENGINE_PATIENCE);
		if (silent.isPresent()) {
			return silent;
		}
		try (DockerClient client = plainClient()) {
			if (!present(client, image) && !pulled(client, image)) {
				return Optional.of(notHere(image) + " (docker/build-offline-images.sh builds an offline one; "
						+ "POOLSWEEP_MYSQL_IMAGE names it; POOLSWEEP_DB=embedded skips this check)");
			}
			if (ryukEnabled() && !ryukHere(client) && !pulled(client, RYUK + ":latest")) {
				return Optional.of(notHere(RYUK) + " (Testcontainers' reaper, which it starts first; "
						+ "TESTCONTAINERS_RYUK_DISABLED=true does without it)");
			}
			return Optional.empty();
		}
		catch (Exception ex) {
			return Optional.of("Docker answers, but its images cannot be listed: " + ex.getMessage());
		}
	}

	private static String notHere(String image) {
		return "Docker answers, but the image " + image + " is not here and could not be pulled within "
				+ PULL_PATIENCE.toSeconds() + " s";
	}

	private static boolean ryukEnabled() {
		return !Boolean.parseBoolean(System.getenv("TESTCONTAINERS_RYUK_DISABLED"));
	}

	/**
	 * Whether some Ryuk image is here. Testcontainers names the tag it wants only in code
	 * of its own; a registry that answers a pull of the latest one serves that tag too.
	 */
	private static boolean ryukHere(DockerClient client) {
		return !client.listImagesCmd().withReferenceFilter(RYUK).exec().isEmpty();
	}

	/**
	 * Whether the engine Testcontainers finds answers a ping, without starting anything.
	 */
	static boolean engineAnswers() {
		return DockerEngineLocations.whyNoneCanAnswer().isEmpty() && pingAnswered();
	}

	/** Whether that engine answers a ping, where its location was checked already. */
	private static boolean pingAnswered() {
		try (DockerClient client = plainClient()) {
			client.pingCmd().exec();
			return true;
		}
		catch (Exception ex) {
			return false;
		}
	}

	private static DockerClient plainClient() {
		return DockerClientProviderStrategy.getClientForConfig(DockerClientFactory.instance().getTransportConfig());
	}

	/**
	 * Why the engine did not answer a ping within {@code patience}, and whether it was
	 * waited for: a socket nothing listens on refuses at once, and saying "waited 20 s"
	 * then misleads. Empty when it answered.
	 */
	private static Optional<String> silenceWithin(Duration patience) {
		CompletableFuture<Boolean> answer = CompletableFuture.supplyAsync(ContainerPrerequisites::pingAnswered,
				runnable -> Thread.ofPlatform().daemon().name("docker-check").start(runnable));
		try {
			return answer.get(patience.toMillis(), TimeUnit.MILLISECONDS) ? Optional.empty()
					: Optional.of("no Docker engine answered (its socket or setting is here, but nothing listens)");
		}
		catch (TimeoutException ex) {
			return Optional.of("no Docker engine answered within " + patience.toSeconds() + " s");
		}
		catch (Exception ex) {
			return Optional.of("no Docker engine answered (" + ex + ")");
		}
	}

	private static boolean present(DockerClient client, String image) {
		try {
			client.inspectImageCmd(image).exec();
			return true;
		}
		catch (NotFoundException ex) {
			return false;
		}
	}

	private static boolean pulled(DockerClient client, String image) {
		DockerImageName name = DockerImageName.parse(image);
		ResultCallback.Adapter<PullResponseItem> callback = client.pullImageCmd(name.getUnversionedPart())
			.withTag(name.getVersionPart())
			.start();
		try (Closeable pull = callback) {
			return callback.awaitCompletion(PULL_PATIENCE.toSeconds(), TimeUnit.SECONDS) && present(client, image);
		}
		catch (Exception ex) {
			return false;
		}
	}

}
