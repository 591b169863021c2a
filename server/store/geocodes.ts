/** Postcode coordinates of the seeded customer addresses (the postcodes.io-compatible geocoder). */
import type { Database } from '../db/database';

/** One geocoded postcode. */
export interface Geocode {
  postcode: string;
  latitude: number;
  longitude: number;
  town: string;
  adminDistrict: string;
  region: string;
  country: string;
}

/** 'sw1a 1aa', 'SW1A1AA' and ' SW1A  1AA ' all become 'SW1A1AA'. */
export function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/** The geocode of a postcode, or null. */
export async function findGeocode(db: Database, postcode: string): Promise<Geocode | null> {
  const [row] = await db.query<{
    postcode: string;
    latitude: number;
    longitude: number;
    town: string;
    admin_district: string;
    region: string;
    country: string;
  }>('SELECT * FROM geocodes WHERE postcode_key = $1', [postcodeKey(postcode)]);
  return row
    ? {
        postcode: row.postcode,
        latitude: row.latitude,
        longitude: row.longitude,
        town: row.town,
        adminDistrict: row.admin_district,
        region: row.region,
        country: row.country,
      }
    : null;
}

/** Inserts a geocode unless its postcode exists. */
export async function insertGeocodeIfMissing(db: Database, geocode: Geocode): Promise<void> {
  await db.query(
    `INSERT INTO geocodes (postcode_key, postcode, latitude, longitude, town, admin_district, region, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (postcode_key) DO NOTHING`,
    [
      postcodeKey(geocode.postcode),
      geocode.postcode,
      geocode.latitude,
      geocode.longitude,
      geocode.town,
      geocode.adminDistrict,
      geocode.region,
      geocode.country,
    ],
  );
}
