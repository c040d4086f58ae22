import { z } from 'zod';

/**
 * Makes every zod issue carry a message key of `messages/` instead of zod's English text, so the
 * server can answer in the request's language and the web can show the same words. Importing
 * this module installs the mapping once; explicit messages on a schema still win.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null || issue.input === '')
          return 'validation.required';
        return issue.expected === 'number' || issue.expected === 'int'
          ? 'validation.number'
          : 'validation.invalid';
      case 'too_small':
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.too_short';
        if (issue.origin === 'array') return 'validation.required';
        return 'validation.too_small';
      case 'too_big':
        return issue.origin === 'string' ? 'validation.too_long' : 'validation.too_big';
      case 'invalid_format':
        return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
      case 'invalid_value':
        return 'validation.choice';
      default:
        return 'validation.invalid';
    }
  },
});

export { z };
