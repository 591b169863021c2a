// Named statements: one text a name.
import { describe, expect, it } from 'vitest';
import { namedSql } from '@server/db/named-sql';

describe('named statements', () => {
  it('refuses another text under a known name', () => {
    namedSql('named_sql_test_one_text', 'SELECT 1 AS one');
    expect(() => namedSql('named_sql_test_one_text', 'SELECT 2 AS one')).toThrow(
      'The statement name named_sql_test_one_text has another text',
    );
  });
});
