//! A decompression bomb sent the way the security review sent it: twenty assessment requests at once
//! from one address, inside the default rate limit, each with five all-zero 6320 × 6320 PNGs (about
//! 150 KB on the wire, 120 MB of pixels each). The real `clinic serve` binary runs as a child process
//! so its peak memory (VmHWM) is its own; before bounded decoding it reached 5.0 GB.

use crate::common;

use common::assessment_data;
use reqwest::multipart::{Form, Part};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

/// Peak resident memory the server may reach under the bomb.
const PEAK_BUDGET_MB: u64 = 256;

/// An all-zero RGB PNG of `side` × `side` pixels, written row by row.
fn zero_png(side: u32) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, side, side);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    let mut writer = encoder.write_header().unwrap();
    let mut stream = writer.stream_writer().unwrap();
    let row = vec![0u8; side as usize * 3];
    for _ in 0..side {
        std::io::Write::write_all(&mut stream, &row).unwrap();
    }
    stream.finish().unwrap();
    writer.finish().unwrap();
    out
}

struct Server {
    child: Child,
    base: String,
    _dir: tempfile::TempDir,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Server {
    /// Starts `clinic serve` on a free port with a fresh database and the default limits.
    fn start() -> Server {
        let dir = tempfile::tempdir().unwrap();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut child = Command::new(env!("CARGO_BIN_EXE_clinic"))
            .arg("serve")
            .env_clear()
            .env("CLINIC_ADDR", "127.0.0.1:0")
            .env("DATABASE_URL", format!("sqlite://{}/clinic.db", dir.path().display()))
            .env("UPLOAD_STORE", format!("file://{}/uploads", dir.path().display()))
            .env("CLINIC_DIST", dir.path().join("no-dist"))
            .env("CLINIC_CONTENT", root.join("content"))
            .env("CLINIC_I18N", root.join("i18n"))
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let base = lines
            .by_ref()
            .map_while(Result::ok)
            .find_map(|l| l.strip_prefix("clinic: serving on ").map(str::to_string))
            .expect("the server says where it listens");
        // Keep reading what it prints, so its writes never meet a closed pipe.
        std::thread::spawn(move || lines.for_each(drop));
        Server { child, base, _dir: dir }
    }

    /// The most memory the process has held so far, in MB.
    fn peak_mb(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let kb: u64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap();
        kb / 1024
    }
}

#[tokio::test]
async fn twenty_requests_of_five_zero_filled_megapixel_pngs_stay_within_the_memory_budget() {
    let server = Server::start();
    let bomb = zero_png(6320);
    assert!(bomb.len() < 400_000, "the bomb is small on the wire: {} bytes", bomb.len());
    let client = reqwest::Client::new();
    let requests = (0..20).map(|_| {
        let mut form =
            Form::new().part("data", Part::text(assessment_data().to_string()).mime_str("application/json").unwrap());
        for i in 0..5 {
            form = form.part(
                "images",
                Part::bytes(bomb.clone()).file_name(format!("zero{i}.png")).mime_str("image/png").unwrap(),
            );
        }
        client.post(format!("{}/api/assessments", server.base)).multipart(form).send()
    });
    let answers = futures::future::join_all(requests).await;

    let mut created = 0;
    for answer in answers {
        let res = answer.expect("every request gets an answer");
        let status = res.status().as_u16();
        match status {
            201 => created += 1,
            503 => assert!(res.headers().contains_key("retry-after"), "a busy answer says when to come back"),
            other => panic!("unexpected status {other}: {}", res.text().await.unwrap_or_default()),
        }
    }
    let peak = server.peak_mb();
    eprintln!("photo bomb: {created} of 20 stored, server peak memory {peak} MB (budget {PEAK_BUDGET_MB} MB)");
    assert!(created >= 1, "the server still takes photos while under the bomb");
    assert!(peak < PEAK_BUDGET_MB, "peak memory {peak} MB is over the {PEAK_BUDGET_MB} MB budget");
}
