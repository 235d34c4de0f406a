import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '2a00:1450:4007:80e::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('accepts the public address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.1.1',
    '100.64.0.1',
    '100.100.100.200',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.0.8',
    '192.0.2.10',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'fec0::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '::7f00:1',
    '::8.8.8.8',
    '64:ff9b::a00:1',
    '64:ff9b:1::808:808',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '3fff::1',
    '100::1',
    'fe80::1%eth0',
    'localhost',
    '',
    '0x7f.1',
    '2130706433',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it('lets loopback through only where loopback is asked for', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
    expect(isLoopbackAddress('169.254.169.254')).toBe(false);
  });
});
