/**
 * Text made safe for HTML and SVG: what the report and its charts share.
 */
package dev.poolsweep.tuning.report.markup;
