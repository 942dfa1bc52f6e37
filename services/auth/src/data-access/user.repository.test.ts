import mongoose, { type Connection } from 'mongoose';
import { testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { UserRepository, type UserRecord } from './user.repository.js';

// FerretDB rewrites a whole document on every update, so each of these pairs lost one write when
// they ran at the same instant. The repository runs them one at a time per user; each case runs
// many times against the harness's FerretDB.
const ROUNDS = 50;

let connection: Connection;
let users: UserRepository;

beforeAll(async () => {
  connection = await mongoose.createConnection(testInfrastructure().mongoUri, { dbName: uniqueDatabaseName('auth-users') }).asPromise();
  users = new UserRepository(connection);
  await users.ready();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

let counter = 0;
const someUsers = () =>
  Promise.all(
    Array.from({ length: ROUNDS }, () =>
      users.create({ email: `user.${Date.now()}.${++counter}@example.edu`, fullName: 'Pat User', role: 'PARTICIPANT', passwordHash: 'old-hash', createdBy: null }),
    ),
  );
const reread = async (created: UserRecord[]) => Promise.all(created.map(async (user) => (await users.findById(user.id))!));

describe('users written by several actors at once', () => {
  it(`when a sign-in is recorded as an organizer disables the account, then the account stays disabled, ${ROUNDS} of ${ROUNDS}`, async () => {
    const created = await someUsers();
    await Promise.all(created.map((user) => Promise.all([users.recordSignIn(user.id, new Date()), users.setDisabled(user.id, true)])));
    const after = await reread(created);
    expect(after.filter((user) => !user.disabled || !user.lastSignInAt).map((user) => user.email)).toEqual([]);
  });

  it(`when a sign-in upgrades the hash as an organizer resets the password, then the reset holds, ${ROUNDS} of ${ROUNDS}`, async () => {
    const created = await someUsers();
    await Promise.all(
      created.map((user) =>
        Promise.all([users.recordSignIn(user.id, new Date(), { verified: 'old-hash', rehashed: 'upgraded-old-hash' }), users.setPasswordHash(user.id, 'reset-hash')]),
      ),
    );
    const after = await reread(created);
    expect(after.filter((user) => user.passwordHash !== 'reset-hash').map((user) => user.email)).toEqual([]);
  });
});
