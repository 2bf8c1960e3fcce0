// The large-text and zoom checks of large-text.test.mjs again, in the pseudo-locale (pseudo.mjs:
// every message accented, about 40 % longer and in brackets): a language that runs longer than
// English must fit as English does, with nothing cut or overlapping.
process.env.QUADRILLE_PSEUDO = "1";
await import("./large-text.test.mjs");
