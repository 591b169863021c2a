/**
 * Today's demo work for demo.driver (branch 1, D100): three vans, fifteen jobs
 * covering job types 1–4, parts-required and balance-to-collect cases, and a
 * mix of outcomes so the list shows hidden and visible jobs.
 */
import { DEFAULT_RETAILER_CODE } from '../../src/domain/app/constants';
import {
  JobOutcomeStatus as O,
  JobType as T,
  NoteType as N,
  SuspendReason,
  TaskOutcomeStatus,
} from '../../src/domain/job/enums';
import { demoDriver } from './demo-accounts';
import { SECOND_RETAILER } from './demo-reason-codes';
import type { DayPlan } from './demo-plan-types';

const MAIN = DEFAULT_RETAILER_CODE;
const OAK = SECOND_RETAILER;

/** demo.driver's day. */
export const todayPlan: DayPlan = {
  offsetDays: 0,
  branch: demoDriver.branch,
  driverid: demoDriver.driverid,
  manifests: [
    { vehicle: 'VN21 XKD', slot: ['07:30', '12:30'] },
    { vehicle: 'VK70 PLE', slot: ['08:00', '14:00'] },
    { vehicle: 'VO19 TRB', slot: ['12:00', '18:00'] },
  ],
  jobs: [
    {
      seq: 1,
      manifest: 0,
      customer: 5001,
      jobType: T.DeliveryOrItemsToDeliver,
      outcome: O.NotStarted,
      retailer: MAIN,
      slot: ['08:00', '09:00'],
      products: [
        { item: 'sofa', type: T.DeliveryOrItemsToDeliver, qty: 1 },
        { item: 'cushions', type: T.DeliveryOrItemsToDeliver, qty: 2 },
      ],
      notes: [
        {
          type: N.SiteNote,
          text: 'Narrow stairs to the flat. Please call 30 minutes before arrival.',
          daysBefore: 3,
          time: '10:12',
        },
        {
          type: N.JobNote,
          text: 'Customer asked for the sofa to go in the front room.',
          daysBefore: 1,
          time: '16:40',
        },
      ],
    },
    {
      seq: 2,
      manifest: 0,
      customer: 5002,
      jobType: T.Collection,
      outcome: O.NotStarted,
      retailer: OAK,
      slot: ['09:00', '10:00'],
      products: [{ item: 'oldArmchair', type: T.Collection, qty: 1 }],
      notes: [
        { type: N.JobNote, text: 'Armchair will be left in the hallway.', daysBefore: 2, time: '09:05' },
      ],
    },
    {
      seq: 3,
      manifest: 0,
      customer: 5003,
      jobType: T.DeliveryAndCollection,
      outcome: O.NotStarted,
      retailer: MAIN,
      balance: 45.5,
      slot: ['10:00', '11:00'],
      products: [
        {
          item: 'bedFrame',
          type: T.DeliveryOrItemsToDeliver,
          qty: 1,
          glides: [4, 0, 0],
          notes: ['Glides are in the bag taped to the headboard; fit before standing the frame up.'],
        },
        { item: 'mattress', type: T.DeliveryOrItemsToDeliver, qty: 1 },
        { item: 'oldBed', type: T.Collection, qty: 1 },
      ],
      notes: [
        { type: N.JobNote, text: 'Balance of £45.50 to collect on delivery.', daysBefore: 4, time: '14:22' },
      ],
    },
    {
      seq: 4,
      manifest: 0,
      customer: 5004,
      jobType: T.ServiceOrDelivery,
      outcome: O.JobComplete,
      task: TaskOutcomeStatus.PartsRequired,
      retailer: OAK,
      slot: ['11:00', '12:00'],
      visit: ['11:05', '11:40'],
      visitStatus: 2,
      products: [{ item: 'recliner', type: T.ServiceOrDelivery, qty: 1, delivered: 1, partsRequired: true }],
      notes: [
        {
          type: N.PartRequiredNote,
          text: 'Replacement recliner motor needed; ordered from Relaxa.',
          daysBefore: 0,
          time: '11:38',
        },
        { type: N.ProductNote, text: 'Mechanism jams when fully reclined.', daysBefore: 6, time: '12:00' },
      ],
    },
    {
      seq: 5,
      manifest: 1,
      customer: 5005,
      jobType: T.DeliveryOrItemsToDeliver,
      outcome: O.JobComplete,
      task: TaskOutcomeStatus.JobComplete,
      retailer: MAIN,
      slot: ['08:30', '09:30'],
      visit: ['08:35', '08:55'],
      products: [
        { item: 'diningTable', type: T.DeliveryOrItemsToDeliver, qty: 1, delivered: 1 },
        { item: 'diningChair', type: T.DeliveryOrItemsToDeliver, qty: 4, delivered: 4 },
      ],
      notes: [{ type: N.JobNote, text: 'Delivered and assembled.', daysBefore: 0, time: '08:55' }],
    },
    {
      seq: 6,
      manifest: 1,
      customer: 5006,
      jobType: T.ServiceOrDelivery,
      outcome: O.NotStarted,
      retailer: null,
      slot: ['09:30', '10:30'],
      products: [{ item: 'cornerSofa', type: T.ServiceOrDelivery, qty: 1 }],
      notes: [
        { type: N.ProductNote, text: 'Frame creaks on the left-hand section.', daysBefore: 5, time: '11:30' },
      ],
    },
    {
      seq: 7,
      manifest: 1,
      customer: 5007,
      jobType: T.DeliveryOrItemsToDeliver,
      outcome: O.Failed,
      failedReason: 1001,
      retailer: MAIN,
      slot: ['10:30', '11:30'],
      visit: ['10:40', '10:50'],
      products: [{ item: 'bookcase', type: T.DeliveryOrItemsToDeliver, qty: 1 }],
      notes: [{ type: N.JobNote, text: 'Customer not in; card left.', daysBefore: 0, time: '10:50' }],
    },
    {
      seq: 8,
      manifest: 1,
      customer: 5008,
      jobType: T.Collection,
      outcome: O.Suspended,
      suspendReason: SuspendReason.CustomerDelay,
      retailer: OAK,
      slot: ['11:30', '12:30'],
      visit: ['11:35', null],
      products: [{ item: 'returnSofa', type: T.Collection, qty: 1 }],
      notes: [
        { type: N.JobNote, text: 'Customer delayed; back in 20 minutes.', daysBefore: 0, time: '11:40' },
      ],
    },
    {
      seq: 9,
      manifest: 1,
      customer: 5009,
      jobType: T.DeliveryAndCollection,
      outcome: O.NotStarted,
      retailer: OAK,
      balance: 120,
      slot: ['12:30', '13:30'],
      products: [
        {
          item: 'wardrobe',
          type: T.DeliveryOrItemsToDeliver,
          qty: 1,
          glides: [0, 6, 0],
          notes: ['Doors travel separately in the second box.'],
        },
        { item: 'oldWardrobe', type: T.Collection, qty: 1 },
      ],
      notes: [
        { type: N.SiteNote, text: 'Parking permit needed; ask at the door.', daysBefore: 2, time: '15:15' },
      ],
    },
    {
      seq: 10,
      manifest: 2,
      customer: 5010,
      jobType: T.ServiceOrDelivery,
      outcome: O.NoFixRequired,
      retailer: MAIN,
      slot: ['12:30', '13:15'],
      visit: ['12:35', '12:55'],
      products: [{ item: 'reclinerChair', type: T.ServiceOrDelivery, qty: 1 }],
      notes: [
        {
          type: N.JobNote,
          text: 'No fault found; customer shown the reset button.',
          daysBefore: 0,
          time: '12:55',
        },
      ],
    },
    {
      seq: 11,
      manifest: 2,
      customer: 5011,
      jobType: T.DeliveryOrItemsToDeliver,
      outcome: O.NotStarted,
      retailer: MAIN,
      slot: ['13:15', '14:15'],
      products: [
        { item: 'bookcase', type: T.DeliveryOrItemsToDeliver, qty: 1 },
        { item: 'coffeeTable', type: T.DeliveryOrItemsToDeliver, qty: 1 },
      ],
      notes: [],
    },
    {
      seq: 12,
      manifest: 2,
      customer: 5012,
      jobType: T.ServiceOrDelivery,
      outcome: O.NotStarted,
      task: TaskOutcomeStatus.PartsRequired,
      retailer: OAK,
      slot: ['14:15', '15:00'],
      products: [{ item: 'reclinerChair', type: T.ServiceOrDelivery, qty: 1, partsRequired: true }],
      notes: [
        {
          type: N.PartRequiredNote,
          text: 'Bring replacement handset (part RX-220).',
          daysBefore: 1,
          time: '09:45',
        },
      ],
    },
    {
      seq: 13,
      manifest: 2,
      customer: 5013,
      jobType: T.Collection,
      outcome: O.NotStarted,
      retailer: MAIN,
      slot: ['15:00', '16:00'],
      products: [{ item: 'oldSideboard', type: T.Collection, qty: 1 }],
      notes: [{ type: N.SiteNote, text: 'Side gate code 4721.', daysBefore: 7, time: '13:00' }],
    },
    {
      seq: 14,
      manifest: 2,
      customer: 5014,
      jobType: T.DeliveryAndCollection,
      outcome: O.NotStarted,
      retailer: OAK,
      slot: ['16:00', '17:00'],
      products: [
        { item: 'sideboard', type: T.DeliveryOrItemsToDeliver, qty: 1 },
        { item: 'oldSideboard', type: T.Collection, qty: 1 },
      ],
      notes: [],
    },
    {
      seq: 15,
      manifest: 2,
      customer: 5015,
      jobType: T.DeliveryOrItemsToDeliver,
      outcome: O.NotStarted,
      retailer: null,
      balance: 15.99,
      slot: ['17:00', '17:45'],
      products: [{ item: 'footstool', type: T.DeliveryOrItemsToDeliver, qty: 1 }],
      notes: [
        { type: N.JobNote, text: 'Leave with neighbour at number 25 if out.', daysBefore: 1, time: '18:02' },
      ],
    },
  ],
};
