/**
 * The password strength estimator: zxcvbn's model (@zxcvbn-ts/core, maintained, typed, ES modules)
 * with the common dictionaries of @zxcvbn-ts/language-common (the 30,000 most used passwords, the
 * diceware list and the keyboard layouts). Only sign-up imports this module, and only lazily, when
 * the password field is first focused or typed in (see useStrength.ts): the dictionaries weigh far
 * more than the page. The English word lists of @zxcvbn-ts/language-en (common words, names,
 * Wikipedia: about 600 KB gzipped) are left out for that reason; the person's own name, email and
 * business are given as user inputs instead, which is where a new account's guessable words are.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export type Score = 0 | 1 | 2 | 3 | 4;

const factory = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });

/** zxcvbn's score, 0 (very weak) to 4 (strong), with the person's own words counted as known. */
export function scorePassword(password: string, userInputs: readonly string[]): Score {
  return factory.check(
    password,
    userInputs.filter((input) => input.trim() !== ''),
  ).score;
}
