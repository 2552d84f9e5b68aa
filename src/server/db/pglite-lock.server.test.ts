import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { DatabaseInUseError, lockDatabaseDirectory } from './pglite-lock.server'

let directory: string
beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lock-'))
})
afterEach(() => {
  fs.rmSync(directory, { recursive: true, force: true })
})

const lockFile = () => path.join(directory, 'parley.lock')

test('takes the lock, writes its pid, and releases it', () => {
  const release = lockDatabaseDirectory(directory)
  expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({
    pid: process.pid,
    host: os.hostname(),
  })
  release()
  expect(fs.existsSync(lockFile())).toBe(false)
})

test('refuses a directory locked by another live process on this host', () => {
  // Our parent process (the test runner) is alive and is not us.
  fs.writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, host: os.hostname() }))
  expect(() => lockDatabaseDirectory(directory)).toThrow(DatabaseInUseError)
  expect(() => lockDatabaseDirectory(directory)).toThrow(`pid ${process.ppid}`)
  expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.ppid)
})

test('takes over a lock left by a dead process, clearing the stale postmaster.pid', () => {
  const dead = spawnSync(process.execPath, [
    '-e',
    'process.stdout.write(String(process.pid))',
  ]).stdout.toString()
  fs.writeFileSync(lockFile(), JSON.stringify({ pid: Number(dead), host: os.hostname() }))
  fs.writeFileSync(path.join(directory, 'postmaster.pid'), '12345\n')
  const release = lockDatabaseDirectory(directory)
  expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid)
  expect(fs.existsSync(path.join(directory, 'postmaster.pid'))).toBe(false)
  release()
})

test('takes over an unreadable lock file', () => {
  fs.writeFileSync(lockFile(), 'not json')
  const release = lockDatabaseDirectory(directory)
  expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid)
  release()
})

test('release does not remove a lock that another process took in the meantime', () => {
  const release = lockDatabaseDirectory(directory)
  fs.writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, host: os.hostname() }))
  release()
  expect(fs.existsSync(lockFile())).toBe(true)
})
