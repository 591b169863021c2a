/** A chosen file keeps its key in a photo field's list as other photos come and go, and shares it with no other. */
import { describe, expect, it } from 'vitest';
import { identityKey } from '@src/components/object-identity-key';

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('identityKey', () => {
  it('keeps a file’s key whatever comes before it, and gives two like files two keys', () => {
    const [first, second, third] = [photo('a.jpg'), photo('a.jpg'), photo('b.jpg')];
    const before = [first, second, third].map(identityKey);
    expect(new Set(before).size).toBe(3);
    expect([third, second].map(identityKey)).toEqual([before[2], before[1]]);
  });
});
