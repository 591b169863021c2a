/**
 * The rest of the demo work: demo.driver's incomplete jobs for each of the
 * previous three days (what the branch-1 admin reviews), and demo.driver2's own
 * day in branch 2 (to prove isolation).
 */
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { JobOutcomeStatus as O, JobType as T, NoteType as N, TaskOutcomeStatus } from '@domain/job/enums';
import { demoDriver, demoDriver2 } from './demo-accounts';
import { SECOND_RETAILER } from './demo-reason-codes';
import type { DayPlan } from './demo-plan-types';

const MAIN = DEFAULT_RETAILER_CODE;
const OAK = SECOND_RETAILER;
const D = T.DeliveryOrItemsToDeliver;

/** demo.driver's earlier days (sequence numbers from 51 keep them apart from a day's own "today" jobs). */
export const earlierPlans: DayPlan[] = [
  {
    offsetDays: -1,
    branch: demoDriver.branch,
    driverid: demoDriver.driverid,
    manifests: [{ vehicle: 'VN21 XKD', slot: ['08:00', '16:00'] }],
    jobs: [
      {
        seq: 51,
        manifest: 0,
        customer: 5016,
        jobType: D,
        outcome: O.NotStarted,
        retailer: MAIN,
        slot: ['08:30', '09:30'],
        products: [{ item: 'sofa', type: D, qty: 1 }],
        notes: [{ type: N.JobNote, text: 'Van ran late; not attempted.', daysBefore: 0, time: '17:30' }],
      },
      {
        seq: 52,
        manifest: 0,
        customer: 5001,
        jobType: T.Collection,
        outcome: O.NotStarted,
        retailer: OAK,
        slot: ['10:00', '11:00'],
        products: [{ item: 'oldArmchair', type: T.Collection, qty: 1 }],
        notes: [],
      },
      {
        seq: 53,
        manifest: 0,
        customer: 5006,
        jobType: T.DeliveryAndCollection,
        outcome: O.NotStarted,
        retailer: MAIN,
        balance: 60,
        slot: ['12:00', '13:00'],
        products: [
          { item: 'wardrobe', type: D, qty: 1 },
          { item: 'oldWardrobe', type: T.Collection, qty: 1 },
        ],
        notes: [
          { type: N.SiteNote, text: 'Lift out of order in the building.', daysBefore: 1, time: '08:10' },
        ],
      },
      {
        seq: 54,
        manifest: 0,
        customer: 5002,
        jobType: D,
        outcome: O.JobComplete,
        task: TaskOutcomeStatus.JobComplete,
        retailer: OAK,
        slot: ['14:00', '15:00'],
        visit: ['14:05', '14:30'],
        products: [{ item: 'coffeeTable', type: D, qty: 1, delivered: 1 }],
        notes: [],
      },
    ],
  },
  {
    offsetDays: -2,
    branch: demoDriver.branch,
    driverid: demoDriver.driverid,
    manifests: [{ vehicle: 'VK70 PLE', slot: ['07:30', '15:30'] }],
    jobs: [
      {
        seq: 51,
        manifest: 0,
        customer: 5007,
        jobType: T.ServiceOrDelivery,
        outcome: O.NotStarted,
        retailer: OAK,
        slot: ['09:00', '10:00'],
        products: [{ item: 'recliner', type: T.ServiceOrDelivery, qty: 1 }],
        notes: [],
      },
      {
        seq: 52,
        manifest: 0,
        customer: 5009,
        jobType: D,
        outcome: O.NotStarted,
        retailer: MAIN,
        slot: ['11:00', '12:00'],
        products: [
          { item: 'diningTable', type: D, qty: 1 },
          { item: 'diningChair', type: D, qty: 2 },
        ],
        notes: [
          {
            type: N.JobNote,
            text: 'Customer rescheduling; awaiting call back.',
            daysBefore: 0,
            time: '12:15',
          },
        ],
      },
    ],
  },
  {
    offsetDays: -3,
    branch: demoDriver.branch,
    driverid: demoDriver.driverid,
    manifests: [{ vehicle: 'VO19 TRB', slot: ['08:00', '17:00'] }],
    jobs: [
      {
        seq: 51,
        manifest: 0,
        customer: 5013,
        jobType: T.Collection,
        outcome: O.NotStarted,
        retailer: MAIN,
        slot: ['08:30', '09:30'],
        products: [{ item: 'returnSofa', type: T.Collection, qty: 1 }],
        notes: [],
      },
      {
        seq: 52,
        manifest: 0,
        customer: 5015,
        jobType: D,
        outcome: O.NotStarted,
        retailer: null,
        slot: ['10:30', '11:30'],
        products: [{ item: 'mattress', type: D, qty: 1 }],
        notes: [],
      },
      {
        seq: 53,
        manifest: 0,
        customer: 5003,
        jobType: T.DeliveryAndCollection,
        outcome: O.NotStarted,
        retailer: OAK,
        slot: ['13:00', '14:00'],
        products: [
          { item: 'bedFrame', type: D, qty: 1 },
          { item: 'oldBed', type: T.Collection, qty: 1 },
        ],
        notes: [],
      },
    ],
  },
];

/** demo.driver2's day in branch 2. */
export const driver2TodayPlan: DayPlan = {
  offsetDays: 0,
  branch: demoDriver2.branch,
  driverid: demoDriver2.driverid,
  manifests: [{ vehicle: 'WU68 BRS', slot: ['08:00', '15:00'] }],
  jobs: [
    {
      seq: 1,
      manifest: 0,
      customer: 5101,
      jobType: D,
      outcome: O.NotStarted,
      retailer: MAIN,
      slot: ['08:30', '09:30'],
      products: [{ item: 'sofa', type: D, qty: 1 }],
      notes: [{ type: N.SiteNote, text: 'Basement flat; use the side steps.', daysBefore: 2, time: '11:11' }],
    },
    {
      seq: 2,
      manifest: 0,
      customer: 5102,
      jobType: T.Collection,
      outcome: O.NotStarted,
      retailer: OAK,
      slot: ['10:00', '11:00'],
      products: [{ item: 'oldSideboard', type: T.Collection, qty: 1 }],
      notes: [],
    },
    {
      seq: 3,
      manifest: 0,
      customer: 5103,
      jobType: T.DeliveryAndCollection,
      outcome: O.NotStarted,
      retailer: MAIN,
      balance: 80,
      slot: ['12:00', '13:00'],
      products: [
        { item: 'bedFrame', type: D, qty: 1 },
        { item: 'oldBed', type: T.Collection, qty: 1 },
      ],
      notes: [],
    },
  ],
};
