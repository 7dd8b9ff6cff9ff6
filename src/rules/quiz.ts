// The prize quiz's retry rule, as its rules page states it (issue #27: after a failed attempt
// every right answer was shown and the quiz could be started again at once, so anyone passed on
// the second try). The server holds it and the quiz screen says it.

/** Minutes after an attempt that did not pass before the next one may start. */
export const QUIZ_RETRY_MINUTES = 30;
