/**
 * Requests with a body (photo uploads, job updates, heartbeats) by the network the phone was on when
 * each started: how many, their bytes and their median time to the answer. A request the emulated
 * network slowed shows here (the service worker's own requests are not throttled by the page's
 * emulation, only cut by the offline switch).
 */
import type { NetworkName } from './field-profiles';
import type { Upload } from './field-results';

/** One network's requests. */
export interface NetworkUploads {
  network: NetworkName;
  requests: number;
  bytes: number;
  medianMs: number;
}

/** The network in force at `at` (epoch ms), from the switches so far. */
export function networkAt(changes: readonly { at: number; network: NetworkName }[], at: number): NetworkName {
  return changes.filter((c) => c.at <= at).at(-1)?.network ?? '4g';
}

/** The requests grouped by network, in the order the networks were first met. */
export function uploadsByNetwork(
  uploads: readonly Upload[],
  changes: readonly { at: number; network: NetworkName }[],
): NetworkUploads[] {
  const groups = new Map<NetworkName, Upload[]>();
  for (const upload of uploads) {
    const network = networkAt(changes, upload.at);
    groups.set(network, [...(groups.get(network) ?? []), upload]);
  }
  return [...groups].map(([network, list]) => {
    const times = list.map((u) => u.ms).sort((a, b) => a - b);
    return {
      network,
      requests: list.length,
      bytes: list.reduce((sum, u) => sum + u.bytes, 0),
      medianMs: times[Math.floor(times.length / 2)] ?? 0,
    };
  });
}
