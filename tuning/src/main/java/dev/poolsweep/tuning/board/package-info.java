/**
 * The board as the harness runs it: its command line, its process, its database.
 */
package dev.poolsweep.tuning.board;
