import { type ChildProcess, execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * A real S3-compatible server for the tests: a one-node Ceph cluster (a monitor, an OSD keeping its data in
 * memory, and the radosgw S3 gateway) from Debian's packages, started in a temporary directory. MinIO is not
 * packaged for Debian; Ceph is, and runs offline.
 */
export const CEPH_BINARIES = [
  'ceph-mon',
  'ceph-osd',
  'radosgw',
  'radosgw-admin',
  'monmaptool',
  'ceph',
] as const
export const CEPH_INSTALL_HINT = 'apt-get install -y ceph-mon ceph-osd radosgw ceph-common'

const SEARCH_PATH = ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/bin', '/sbin']
const which = (binary: string) =>
  SEARCH_PATH.map((dir) => path.join(dir, binary)).find((p) => fs.existsSync(p))

/** The Ceph binaries that are missing on this machine (empty: the S3 suite can run). */
export const missingCephBinaries = () => CEPH_BINARIES.filter((binary) => !which(binary))

export type S3Server = {
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, logDir: string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const logs = await fsp.readdir(logDir).catch(() => [] as string[])
  const tails = await Promise.all(
    logs.map(
      async (log) => `--- ${log}\n${(await fsp.readFile(path.join(logDir, log), 'utf8')).slice(-2000)}`,
    ),
  )
  throw new Error(`Ceph: ${what} did not come up within ${timeoutMs / 1000}s\n${tails.join('\n')}`)
}

function configText(dir: string, fsid: string, monPort: number, rgwPort: number) {
  return `[global]
fsid = ${fsid}
mon host = [v2:127.0.0.1:${monPort}]
public addr = 127.0.0.1
auth cluster required = none
auth service required = none
auth client required = none
ms bind ipv6 = false
ms cluster mode = crc secure
ms service mode = crc secure
ms client mode = crc secure
ms mon cluster mode = crc secure
ms mon service mode = crc secure
ms mon client mode = crc secure
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon allow pool size one = true
mon max pg per osd = 1000
mon warn on pool no redundancy = false
mon data avail warn = 1
mon data avail crit = 0
osd crush chooseleaf type = 0
run dir = ${dir}/run
log file = ${dir}/log/$name.log
admin socket = ${dir}/run/$name.asok
pid file = ${dir}/run/$name.pid
keyring = ${dir}/keyring
[mon]
mon data = ${dir}/mon/$cluster-$id
[osd]
osd data = ${dir}/osd/$cluster-$id
osd objectstore = memstore
memstore device bytes = 2147483648
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:${rgwPort}
rgw data = ${dir}/rgw
rgw thread pool size = 64
`
}

/** Starts the cluster; about ten seconds. `stop` kills it and removes its directory. */
export async function startCephS3(): Promise<S3Server> {
  const missing = missingCephBinaries()
  if (missing.length > 0)
    throw new Error(`Ceph is not installed (missing ${missing.join(', ')}): ${CEPH_INSTALL_HINT}`)
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'parley-ceph-'))
  const logDir = path.join(dir, 'log')
  for (const sub of ['run', 'log', 'mon', 'osd/ceph-0', 'rgw'])
    await fsp.mkdir(path.join(dir, sub), { recursive: true })
  const [monPort, rgwPort] = [await freePort(), await freePort()]
  const fsid = crypto.randomUUID()
  const conf = path.join(dir, 'ceph.conf')
  await fsp.writeFile(conf, configText(dir, fsid, monPort, rgwPort))

  const daemons: ChildProcess[] = []
  const daemon = (binary: string, args: string[]) => {
    const child = spawn(which(binary) as string, ['-c', conf, '-f', ...args], { stdio: 'ignore' })
    daemons.push(child)
    return child
  }
  const stop = async () => {
    for (const child of daemons) child.kill('SIGKILL')
    await fsp.rm(dir, { recursive: true, force: true }).catch(() => {})
  }
  const ceph = (...args: string[]) =>
    run(which('ceph') as string, ['-c', conf, '--connect-timeout', '20', ...args])

  try {
    await run(which('monmaptool') as string, [
      '--create',
      '--addv',
      'a',
      `[v2:127.0.0.1:${monPort}]`,
      '--fsid',
      fsid,
      '--clobber',
      path.join(dir, 'monmap'),
    ])
    await run(which('ceph-mon') as string, [
      '-c',
      conf,
      '-i',
      'a',
      '--mkfs',
      '--monmap',
      path.join(dir, 'monmap'),
    ])
    daemon('ceph-mon', ['-i', 'a'])
    const { stdout: osdId } = await ceph('osd', 'create')
    const id = osdId.trim()
    await run(which('ceph-osd') as string, [
      '-c',
      conf,
      '-i',
      id,
      '--mkfs',
      '--osd-uuid',
      crypto.randomUUID(),
    ])
    daemon('ceph-osd', ['-i', id])
    await waitFor(
      'the OSD',
      async () => (await ceph('osd', 'stat', '--format', 'json')).stdout.includes('"num_up_osds":1'),
      60_000,
      logDir,
    )
    daemon('radosgw', ['-n', 'client.rgw'])
    const endpoint = `http://127.0.0.1:${rgwPort}`
    await waitFor('radosgw', async () => (await fetch(endpoint)).ok, 90_000, logDir)
    const accessKeyId = 'parley-test'
    const secretAccessKey = 'parley-test-secret'
    await run(which('radosgw-admin') as string, [
      '-c',
      conf,
      'user',
      'create',
      '--uid=parley',
      '--display-name=Parley tests',
      `--access-key=${accessKeyId}`,
      `--secret=${secretAccessKey}`,
    ])
    return { endpoint, region: 'us-east-1', accessKeyId, secretAccessKey, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
