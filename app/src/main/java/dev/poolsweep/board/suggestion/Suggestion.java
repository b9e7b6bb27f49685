package dev.poolsweep.board.suggestion;

import java.time.Instant;

/**
 * A suggestion as stored: who wrote it, how to reach them, what they suggest, and when.
 */
public record Suggestion(long id, String name, String email, String content, Instant createdAt) {
}
