import { describe, expect, it } from 'vitest';
import * as c from '@domain/app/constants';

describe('constants (product rules 9.1–9.12)', () => {
  it('holds the spec limits', () => {
    expect(c.ARRIVAL_DISTANCE_M).toBe(100);
    expect(c.HEARTBEAT_INTERVAL_MS).toBe(300000);
    expect(c.HEARTBEAT_MIN_GAP_MS).toBe(3000);
    expect(c.STORED_JOBS_MAX_AGE_MS).toBe(18 * 3600 * 1000);
    expect(c.TOKEN_LIFETIME_DAYS).toBe(60);
    expect(c.TEXT_MAX_CHARS).toBe(150);
    expect(c.CUSTOMER_NAME_MIN_CHARS).toBe(2);
    expect(c.RISK_STEPS).toBe(5);
    expect(c.REASON_MAX_LEVELS).toBe(3);
    expect(c.PHOTO_MAX_PX).toBe(800);
    expect(c.PEN_COLOUR).toBe('#C7247F');
    expect(c.TEXT_WARNING_THRESHOLD).toBe(10);
    expect(c.KEY_REPEAT_FIRST_MS).toBe(500);
    expect(c.KEY_REPEAT_NEXT_MS).toBe(100);
  });

  it('holds the signature pad, multipart and format values', () => {
    expect(c.SIGNATURE_PAD_WIDTH_MARGIN_PX).toBe(20);
    expect(c.SIGNATURE_PAD_HEIGHT_PX).toBe(200);
    expect([c.SIGNATURE_PEN_MIN_WIDTH, c.SIGNATURE_PEN_MAX_WIDTH, c.SIGNATURE_THROTTLE_MS]).toEqual([
      0.5, 2.5, 16,
    ]);
    expect(c.MULTIPART_PART_MIN_BYTES).toBe(5 * 1024 * 1024);
    expect(c.MULTIPART_MAX_PARTS).toBe(10000);
    expect(c.MULTIPART_QUEUE_SIZE).toBe(4);
    expect(c.IMAGE_STORE_REGION).toBe('eu-west-1');
    expect(c.REQUEST_DATE_FORMAT).toBe('DDMMYYYY');
    expect(c.DISPLAY_DATE_FORMAT).toBe('ddd, DD MMM YYYY');
    expect(c.TIMESTAMP_FORMAT).toBe('YYYY-MM-DDTHH:mm:ss');
  });

  it('names the app and a non-empty default retailer code', () => {
    expect(c.DEFAULT_RETAILER_CODE.trim()).not.toBe('');
    expect(c.APP_NAME).toBe('Doorstep');
    expect(c.APP_LONG_NAME.startsWith('Doorstep')).toBe(true);
  });
});
