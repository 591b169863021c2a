/**
 * A Chromium flag for a bench that drives its page through DevTools as a phone has no reason to. With DevTools'
 * Runtime domain on (Playwright enables it on every page), the inspector captures a stack with line numbers
 * wherever the browser records where a call came from, and V8, which makes a function's source positions only
 * when something asks for them, parses again each function on such a stack: the whole top level of a module
 * evaluating, 486 of 949 ms of the app's entry at CPU 6× in one trace. With the positions made as each function
 * compiles there is nothing to parse again, and a page pays what it pays on a phone with a little more compiling
 * (inspector-cost.ts measures the three ways: Runtime off, on, and on with this flag).
 */
export const EAGER_SOURCE_POSITIONS = '--js-flags=--no-enable-lazy-source-positions';
