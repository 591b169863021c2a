/**
 * Demo customers with real-looking UK addresses and coordinates (Greater
 * Manchester for branch 1, Bristol for branch 2). Phone numbers are from
 * Ofcom's ranges reserved for drama, so none of them rings anyone.
 */
import type { Geocode } from '../store/geocodes';

/** A demo customer and where they live. */
export interface DemoCustomer {
  id: number;
  name: string;
  address_1: string;
  address_2: string;
  town: string;
  postcode: string;
  latitude: number;
  longitude: number;
  adminDistrict: string;
  mobile: string;
  work: string;
}

type Row = [
  id: number,
  name: string,
  address1: string,
  address2: string,
  town: string,
  postcode: string,
  lat: number,
  lon: number,
  district: string,
];

const rows: Row[] = [
  [
    5001,
    'Eleanor Hughes',
    '14 Burton Road',
    'Didsbury',
    'Manchester',
    'M20 2LW',
    53.4221,
    -2.231,
    'Manchester',
  ],
  [
    5002,
    'Rajesh Patel',
    '27 Wilbraham Road',
    'Chorlton',
    'Manchester',
    'M21 9JX',
    53.4436,
    -2.274,
    'Manchester',
  ],
  [
    5003,
    'Siobhan Murphy',
    '3 Ashburn Grove',
    'Heaton Mersey',
    'Stockport',
    'SK4 3DQ',
    53.414,
    -2.195,
    'Stockport',
  ],
  [5004, 'Tom Whitaker', '56 Church Road', 'Urmston', 'Manchester', 'M41 9BU', 53.449, -2.354, 'Trafford'],
  [
    5005,
    'Amira Khan',
    '21 Ladybarn Lane',
    'Fallowfield',
    'Manchester',
    'M14 6WN',
    53.443,
    -2.215,
    'Manchester',
  ],
  [5006, 'George Lomax', '9 Moss Lane', 'Sale', 'Sale', 'M33 6GD', 53.425, -2.318, 'Trafford'],
  [5007, 'Harriet Ng', '112 Stockport Road', 'Cheadle', 'Cheadle', 'SK8 2DP', 53.393, -2.209, 'Stockport'],
  [
    5008,
    'Callum Reid',
    '4 Potato Wharf',
    'Castlefield',
    'Manchester',
    'M3 4LY',
    53.4757,
    -2.2589,
    'Manchester',
  ],
  [5009, 'Priya Sharma', '38 Park Road', 'Timperley', 'Altrincham', 'WA15 6QG', 53.397, -2.324, 'Trafford'],
  [5010, 'Owen Davies', '17 Bury New Road', 'Prestwich', 'Manchester', 'M25 1AH', 53.533, -2.287, 'Bury'],
  [
    5011,
    'Margaret Bell',
    '65 Withington Road',
    'Whalley Range',
    'Manchester',
    'M16 8EX',
    53.456,
    -2.254,
    'Manchester',
  ],
  [
    5012,
    'Daniel Okafor',
    '2 Hawthorn Lane',
    'Wilmslow',
    'Wilmslow',
    'SK9 5DG',
    53.328,
    -2.239,
    'Cheshire East',
  ],
  [
    5013,
    'Lucy Fairbanks',
    '88 Market Street',
    'Droylsden',
    'Manchester',
    'M43 6DE',
    53.48,
    -2.15,
    'Tameside',
  ],
  [5014, 'Imran Hussain', '5 Oak Drive', 'Bramhall', 'Stockport', 'SK7 2AF', 53.359, -2.165, 'Stockport'],
  [5015, 'Beth Carter', '23 Station Road', 'Marple', 'Stockport', 'SK6 6AJ', 53.394, -2.062, 'Stockport'],
  [
    5016,
    'Nathan Price',
    '41 Grange Avenue',
    'Levenshulme',
    'Manchester',
    'M19 2FZ',
    53.444,
    -2.192,
    'Manchester',
  ],
  [5017, 'Ruth Adeyemi', '14 Beech Road', 'Chorlton', 'Manchester', 'M21 9EG', 53.442, -2.278, 'Manchester'],
  [5018, 'Peter Walsh', '7 Clarendon Road', 'Eccles', 'Manchester', 'M30 9AJ', 53.483, -2.335, 'Salford'],
  [
    5019,
    'Joanna Kowal',
    '29 Bridge Street',
    'Stretford',
    'Manchester',
    'M32 8DB',
    53.446,
    -2.309,
    'Trafford',
  ],
  [
    5020,
    'Alan Chadwick',
    '3 Heyes Lane',
    'Alderley Edge',
    'Alderley Edge',
    'SK9 7JY',
    53.302,
    -2.237,
    'Cheshire East',
  ],
  [
    5021,
    'Nadia Rahman',
    '52 Longsight Road',
    'Longsight',
    'Manchester',
    'M13 0QB',
    53.457,
    -2.199,
    'Manchester',
  ],
  [5022, 'Keith Moran', '11 Shaw Road', 'Heaton Moor', 'Stockport', 'SK4 4AG', 53.424, -2.184, 'Stockport'],
  [5101, 'Fiona Grant', '10 Gloucester Road', 'Bishopston', 'Bristol', 'BS7 8AE', 51.475, -2.591, 'Bristol'],
  [5102, 'Kwame Mensah', '33 North Street', 'Bedminster', 'Bristol', 'BS3 1EN', 51.442, -2.608, 'Bristol'],
  [5103, 'Sophie Turner', '6 Whiteladies Road', 'Clifton', 'Bristol', 'BS8 2PH', 51.464, -2.61, 'Bristol'],
];

function phone(id: number, bristol: boolean): { mobile: string; work: string } {
  const n = String(id % 1000).padStart(3, '0');
  return { mobile: `07700 900${n}`, work: bristol ? `0117 496 0${n}` : `0161 496 0${n}` };
}

/** Every demo customer by id. */
export const demoCustomers: ReadonlyMap<number, DemoCustomer> = new Map(
  rows.map(([id, name, address_1, address_2, town, postcode, latitude, longitude, adminDistrict]) => [
    id,
    {
      id,
      name,
      address_1,
      address_2,
      town,
      postcode,
      latitude,
      longitude,
      adminDistrict,
      ...phone(id, id > 5100),
    },
  ]),
);

/** The geocoder entries of the demo addresses. */
export function demoGeocodes(): Geocode[] {
  return [...demoCustomers.values()].map((c) => ({
    postcode: c.postcode,
    latitude: c.latitude,
    longitude: c.longitude,
    town: c.town,
    adminDistrict: c.adminDistrict,
    region: c.id > 5100 ? 'South West' : 'North West',
    country: 'England',
  }));
}
