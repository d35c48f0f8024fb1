import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentSizeError } from './document-size.ts';

const limits = { maxTokens: 50, maxNesting: 3 };

describe('document size before parsing (issue 11 §1)', () => {
  it('counts tokens as graphql’s parser does, comments excluded', () => {
    const source = '# a comment\n{ storeConfig { store_code } } # another';
    expect(documentSizeError(source, { maxTokens: 6, maxNesting: 3 })).toBeUndefined();
    expect(() => parse(source, { maxTokens: 6 })).not.toThrow();
    expect(documentSizeError(source, { maxTokens: 5, maxNesting: 3 })?.message).toBe(
      'Max query tokens should be 5 but got more than 5.',
    );
    expect(() => parse(source, { maxTokens: 5 })).toThrow(/more that 5 tokens/);
  });

  it('counts braces, brackets and parentheses as nesting', () => {
    expect(documentSizeError('{ a { b { c } } }', limits)).toBeUndefined();
    expect(documentSizeError('{ a { b { c { d } } } }', limits)?.message).toBe(
      'Max query nesting should be 3 but got more than 3.',
    );
    expect(documentSizeError('{ a(x: [[1]]) }', limits)?.message).toBe(
      'Max query nesting should be 3 but got more than 3.',
    );
    expect(documentSizeError('{ a(x: {y: 1}) b(x: {y: 1}) }', limits)).toBeUndefined();
  });

  it('answers in the graphql-input category', () => {
    expect(documentSizeError('{ a { b { c { d } } } }', limits)?.extensions).toEqual({
      category: 'graphql-input',
    });
  });

  it('stops at the first token over a limit, whatever follows', () => {
    const deep = `${'{ a '.repeat(100_000)}${'}'.repeat(100_000)}`;
    expect(documentSizeError(deep, { maxTokens: 2000, maxNesting: 100 })?.message).toMatch(
      /^Max query nesting/,
    );
    const long = `{ ${'a '.repeat(100_000)}}`;
    expect(documentSizeError(long, { maxTokens: 2000, maxNesting: 100 })?.message).toMatch(
      /^Max query tokens/,
    );
  });

  it('leaves lexical errors to the parser', () => {
    expect(documentSizeError('{ a "unterminated }', limits)).toBeUndefined();
    expect(documentSizeError('{ a ~ }', limits)).toBeUndefined();
  });
});
