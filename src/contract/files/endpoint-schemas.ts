import { z } from 'zod'

export default {
  download: { summary: 'Скачать файл по ссылке', params: z.object({ token: z.string().max(2000) }) },
}
