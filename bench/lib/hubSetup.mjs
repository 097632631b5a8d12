// A published public hub of the size issue 21 names for its benchmarks: 50 courses (a few categories and tags, every
// fifth featured, every third priced), 5 bundles, 10 upcoming events and 5 banners with pictures, built through the
// creator's API as the creator's screens would.
import sharp from "sharp";
import { jsonHeaders } from "./course.mjs";

const COURSES = 50;
const BUNDLES = 5;
const EVENTS = 10;
const BANNERS = 5;

async function call(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: jsonHeaders(token),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** A picture as a real photo-sized JPEG (a gradient with shapes), uploaded to the creator's library. */
async function uploadPicture(base, token, name, width, height, hue) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},70%,55%)"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${Array.from({ length: 12 }, (_, i) => `<circle cx="${(i * 137) % width}" cy="${(i * 89) % height}" r="${40 + ((i * 23) % 90)}" fill="#fff" fill-opacity="0.12"/>`).join("")}
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), `${name}.jpg`);
  const res = await fetch(`${base}/api/medialibrary/upload_file`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    body: form,
  });
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.id;
}

/** Wall-clock time `days` from now in Berlin, "YYYY-MM-DDTHH:mm". */
function berlinWallTime(days, hour) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

/** Builds the hub; answers its id, slug and home address. */
export async function benchHub(base, token) {
  const cover = await uploadPicture(base, token, "cover", 1600, 600, 220);
  const logo = await uploadPicture(base, token, "logo", 256, 256, 30);
  const pictures = [];
  for (let i = 0; i < BANNERS; i++) pictures.push(await uploadPicture(base, token, `banner-${i}`, 1200, 400, i * 60));
  const categories = [];
  for (const title of ["Safety", "Management", "Technology", "Languages"]) {
    categories.push((await call(base, token, "POST", "/api/categories", { title })).id);
  }
  const tags = [];
  for (const title of ["Beginner", "Advanced", "Certificate", "Short", "Video", "Quiz"]) {
    tags.push((await call(base, token, "POST", "/api/tags", { title })).id);
  }
  const courseIds = [];
  for (let i = 0; i < COURSES; i++) {
    const course = await call(base, token, "POST", "/api/courses", {
      title: `Course ${i + 1}: a practical introduction`,
      description: `What you learn in course ${i + 1}: the essentials, worked examples and a short quiz at the end of each topic, so that you can apply them at work the next day.`,
      with_topics: true,
      min_pass_percent: 50,
    });
    courseIds.push(course.id);
  }
  const hub = await call(base, token, "POST", "/api/course_hubs", { name: "Benchmark Academy" });
  await call(base, token, "PUT", `/api/course_hubs/${hub.id}`, {
    description:
      "<p>Fifty courses on <strong>everything a team needs</strong>: safety, management, technology and languages. Start with the free ones.</p>",
    cover_media_id: cover,
    logo_media_id: logo,
    visibility: "public",
    published: true,
  });
  await call(base, token, "PUT", `/api/course_hubs/${hub.id}/courses`, {
    courses: courseIds.map((course_id, i) => ({
      course_id,
      featured: i % 5 === 0,
      price: i % 3 === 0 ? 1900 + i * 100 : 0,
      category_ids: [categories[i % categories.length]],
      tag_ids: [tags[i % tags.length], tags[(i + 2) % tags.length]],
    })),
  });
  for (let i = 0; i < BUNDLES; i++) {
    await call(base, token, "POST", `/api/course_hubs/${hub.id}/bundles`, {
      title: `Bundle ${i + 1}`,
      description: "<p>Ten courses together, for less.</p>",
      image_media_id: pictures[i],
      course_ids: courseIds.slice(i * 10, i * 10 + 10),
      price: 9900,
      order: i,
    });
  }
  for (let i = 0; i < EVENTS; i++) {
    await call(base, token, "POST", `/api/course_hubs/${hub.id}/events`, {
      title: `Live session ${i + 1}`,
      description: "<p>Questions and answers with the authors.</p>",
      starts_at: berlinWallTime(7 + i * 3, 17),
      ends_at: berlinWallTime(7 + i * 3, 18),
      time_zone: "Europe/Berlin",
      online_url: "https://meet.example.com/room",
      place: null,
      capacity: 100,
      price: i % 2 === 0 ? 0 : 2500,
    });
  }
  const settings = await call(base, token, "GET", `/api/course_hubs/${hub.id}`);
  for (let i = 0; i < BANNERS; i++) {
    await call(base, token, "POST", `/api/course_hubs/${hub.id}/banners`, {
      image_media_id: pictures[i],
      title: `News ${i + 1}: new courses this month`,
      text: "Five new courses and a live session every week.",
      link_kind: "internal",
      link: `/hubs/landing/courses/${hub.id}/${settings.slug}`,
      order: i,
    });
  }
  return { id: hub.id, slug: settings.slug, home: `/hubs/landing/${hub.id}/${settings.slug}` };
}
