// Finds a Chromium for the e2e suite, or installs one: CHROME_PATH, then
// Debian's /usr/bin/chromium, then Debian's package (as root on Debian),
// else Playwright's own download. Prints which one is used.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

function run(command, args) {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit' });
}

function isDebian() {
  return existsSync('/etc/debian_version') || /debian/i.test(readSafe('/etc/os-release'));
}

function readSafe(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

const fromEnv = process.env.CHROME_PATH;
if (fromEnv && existsSync(fromEnv)) {
  console.log(`ensure-browser: using CHROME_PATH=${fromEnv}`);
} else if (existsSync(debianChromium)) {
  console.log(`ensure-browser: using ${debianChromium}`);
} else if (process.getuid?.() === 0 && isDebian()) {
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
} else {
  run('npx', ['playwright', 'install', 'chromium']);
}
