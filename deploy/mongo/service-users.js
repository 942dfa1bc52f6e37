// Run by the one-shot `mongo-users` container of docker-compose.yml (mongosh --nodb --file) on
// every `docker compose up`: gives each service a MongoDB user of its own with readWrite on its own
// database only, and the password from that service's URL (secret mongodb_uri_<service>). It
// creates a missing user and sets the roles and password of an existing one, so it also applies a
// changed password. Only this container and mongo's hold the root password; the services never do.
// Passwords are read from the secret files and never put on a command line.
const fs = require('fs');

const secret = (name) => fs.readFileSync(`/run/secrets/${name}`, 'utf8').trim();
const services = (process.env.TREK_DATABASE_SERVICES || '').split(/\s+/).filter(Boolean);
if (services.length === 0) throw new Error('TREK_DATABASE_SERVICES names no service');

const rootUser = encodeURIComponent(process.env.MONGO_ROOT_USERNAME || 'trek');
const rootPassword = encodeURIComponent(secret('mongo_root_password'));
const rootUri = `mongodb://${rootUser}:${rootPassword}@mongo:27017/admin?authSource=admin`;

// mongo reports healthy once it answers a ping; its first start may still be creating the root user.
let root;
for (let attempt = 1; !root; attempt += 1) {
  try {
    root = new Mongo(rootUri);
    root.getDB('admin').runCommand({ ping: 1 });
  } catch (error) {
    root = undefined;
    if (attempt === 30) throw error;
    sleep(2000);
  }
}

for (const service of services) {
  const url = new URL(secret(`mongodb_uri_${service}`));
  const user = decodeURIComponent(url.username);
  const pwd = decodeURIComponent(url.password);
  const database = url.pathname.replace(/^\//, '');
  if (!user || !pwd || !database) throw new Error(`mongodb_uri_${service} must name a user, a password and a database`);
  const db = root.getDB(database);
  const roles = [{ role: 'readWrite', db: database }];
  if (db.getUser(user)) db.updateUser(user, { pwd, roles });
  else db.createUser({ user, pwd, roles });
  print(`${user}: readWrite on ${database}`);
}
