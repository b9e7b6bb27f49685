/**
 * Text made safe for HTML and SVG: what the report, its charts and the tune's race page
 * share.
 */
package dev.poolsweep.tuning.text.markup;
