import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { handleMcpRequest, serveMcp } from '~/api/mcp/handle.server'
import { UNTRUSTED_CLOSE, UNTRUSTED_OPEN } from '~/api/mcp/results.server'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import type { ApiApp } from '~/server/api/operation'
import { API_TEST_BASE_URL } from './api-keys'

export const MCP_TEST_URL = `${API_TEST_BASE_URL}/api/mcp`

/**
 * The official MCP client, connected to /api/mcp in this process: its transport's `fetch` hands each Request to
 * the route's own handler (with a Bearer header), or, for a viewer shaped by the test (an OAuth grant's, which
 * no token can carry yet), to the server behind the authentication.
 */
export async function connectMcp(app: ApiApp, who: { authorization: string } | { viewer: ApiKeyViewer }) {
  const fetchInProcess = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    return 'viewer' in who ? serveMcp({ app, viewer: who.viewer, request }) : handleMcpRequest(request, app)
  }
  const transport = new StreamableHTTPClientTransport(new URL(MCP_TEST_URL), {
    fetch: fetchInProcess,
    requestInit: 'authorization' in who ? { headers: { Authorization: who.authorization } } : undefined,
  })
  const client = new Client({ name: 'parley-tests', version: '1.0.0' })
  await client.connect(transport)
  return client
}

/** A tool's answer: its structured content, its text and whether it is an error. */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  const text = result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n')
  return {
    isError: result.isError === true,
    text,
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a client does, by field
    data: (result.structuredContent ?? {}) as Record<string, any>,
  }
}

/** The JSON between the untrusted-content markers of a tool's text, parsed. */
export function delimitedData(text: string): unknown {
  const start = text.indexOf(UNTRUSTED_OPEN)
  const end = text.lastIndexOf(UNTRUSTED_CLOSE)
  if (start < 0 || end < start) throw new Error('The text has no delimited data')
  return JSON.parse(text.slice(start + UNTRUSTED_OPEN.length, end))
}
