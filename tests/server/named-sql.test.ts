// Named statements: one text a name, and a statement made from its shape built once a shape.
import { describe, expect, it } from 'vitest';
import { namedSql, namedSqlBuilt } from '@server/db/named-sql';

describe('named statements', () => {
  it('builds the text of a shape the first time its name is seen, and keeps it', () => {
    let built = 0;
    const build = () => {
      built += 1;
      return 'SELECT $1::int AS one';
    };
    const first = namedSqlBuilt('named_sql_test_shape', build);
    const again = namedSqlBuilt('named_sql_test_shape', build);
    expect(built).toBe(1);
    expect(again).toEqual(first);
    expect(first).toEqual({ name: 'doorstep_named_sql_test_shape', text: 'SELECT $1::int AS one' });
  });

  it('refuses another text under a known name', () => {
    namedSql('named_sql_test_one_text', 'SELECT 1 AS one');
    expect(() => namedSql('named_sql_test_one_text', 'SELECT 2 AS one')).toThrow(
      'The statement name named_sql_test_one_text has another text',
    );
  });
});
