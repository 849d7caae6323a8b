/** The little of s3rver's API the tests use; the package ships no types. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port?: number
      address?: string
      directory: string
      silent?: boolean
      configureBuckets?: { name: string }[]
    })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
