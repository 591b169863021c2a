/** Product rule 3.10: heartbeat sent to the location update call. */

export interface Heartbeat {
  status: 'generic' | 'job';
  app: string;
  timestamp: string;
  send_timestamp: string;
  latitude: number;
  longitude: number;
  precision: number;
  id?: string;
  name?: string;
  address_1?: string;
  postcode?: string;
}
