/** Accounts: lookup by username (case-insensitive), creation, driver id clashes and password changes. */
import type { Database } from '../db/database';

/** A stored account. */
export interface UserRecord {
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  userType: string;
  branch: string;
  driverid: string;
  companyName: string;
}

interface UserRow {
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  user_type: string;
  branch: string;
  driver_id: string;
  company_name: string;
}

function toRecord(row: UserRow): UserRecord {
  return {
    username: row.username,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    userType: row.user_type,
    branch: row.branch,
    driverid: row.driver_id,
    companyName: row.company_name,
  };
}

/** The account with this username (any letter case), or null. */
export async function findUser(db: Database, username: string): Promise<UserRecord | null> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1)', [username]);
  return row ? toRecord(row) : null;
}

/** True when an account of the branch already has this driver id (any letter case). */
export async function isDriverIdTaken(db: Database, branch: string, driverid: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM users WHERE branch = $1 AND upper(driver_id) = upper($2) LIMIT 1',
    [branch, driverid],
  );
  return rows.length > 0;
}

/** Inserts an account; false when the username is taken. */
export async function insertUser(db: Database, user: UserRecord, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, user_type, branch, driver_id,
                        company_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING username`,
    [
      user.username,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.userType,
      user.branch,
      user.driverid,
      user.companyName,
      now,
    ],
  );
  return rows.length > 0;
}

/** Replaces an account's password hash. */
export async function setPasswordHash(db: Database, username: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE username = $1', [username, passwordHash]);
}
