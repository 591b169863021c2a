/**
 * The field test's named profiles: the phone it emulates (viewport, touch and a CPU slowdown through
 * the DevTools protocol's Emulation.setCPUThrottlingRate) and the networks the route passes through
 * (Network.emulateNetworkConditions; 'offline' also takes the context offline, so the service worker's
 * traffic is cut as well).
 */

/** A phone the field test plays: its screen and how many times slower than this machine its CPU is. */
export interface DeviceProfile {
  name: string;
  description: string;
  viewport: { width: number; height: number };
  cpuRate: number;
}

export const deviceProfiles = {
  'low-end': {
    name: 'low-end',
    description: 'a low-end Android phone: 360×740, touch, CPU 6× slower',
    viewport: { width: 360, height: 740 },
    cpuRate: 6,
  },
  'mid-range': {
    name: 'mid-range',
    description: 'a mid-range phone: 360×740, touch, CPU 4× slower',
    viewport: { width: 360, height: 740 },
    cpuRate: 4,
  },
  unthrottled: {
    name: 'unthrottled',
    description: 'this machine at full speed in a 360×740 touch viewport (a baseline)',
    viewport: { width: 360, height: 740 },
    cpuRate: 1,
  },
} as const satisfies Record<string, DeviceProfile>;

export type DeviceProfileName = keyof typeof deviceProfiles;

/** A network the route passes through. Throughputs are in bytes per second, latency in ms. */
export interface NetworkProfile {
  name: NetworkName;
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

const kbit = 1000 / 8;

/** The route's networks, in the order a day meets them (4G → 3G → 2G → a tunnel → 4G). */
export const networkProfiles = {
  '4g': {
    name: '4g',
    offline: false,
    latency: 60,
    downloadThroughput: 9000 * kbit,
    uploadThroughput: 3000 * kbit,
  },
  '3g': {
    name: '3g',
    offline: false,
    latency: 300,
    downloadThroughput: 1600 * kbit,
    uploadThroughput: 750 * kbit,
  },
  '2g': {
    name: '2g',
    offline: false,
    latency: 800,
    downloadThroughput: 250 * kbit,
    uploadThroughput: 50 * kbit,
  },
  offline: { name: 'offline', offline: true, latency: 0, downloadThroughput: 0, uploadThroughput: 0 },
} as const satisfies Record<string, { name: string } & Omit<NetworkProfile, 'name'>>;

export type NetworkName = keyof typeof networkProfiles;

/** A network's level on the report's chart: 3 for 4G down to 0 offline. */
export const networkLevel: Record<NetworkName, number> = { '4g': 3, '3g': 2, '2g': 1, offline: 0 };
