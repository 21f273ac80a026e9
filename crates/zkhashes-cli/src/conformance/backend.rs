//! The two things a suite runs against: zkhashes in this process, or a
//! program that answers JSON lines (`--cmd`).

use super::suite::{request, Case, Op};
use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use zkhashes::encode::{self, U256};
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::merkle::named::NamedTree;

/// A program's answer to one case.
#[derive(Debug)]
pub enum Answer {
    /// The outputs.
    Outputs(Vec<U256>),
    /// A refusal, with its message.
    Error(String),
    /// The program does not implement the instance.
    Unsupported,
    /// No answer, or one that does not parse.
    Broken(String),
}

/// zkhashes' own answer.
pub fn zkhashes(c: &Case) -> Answer {
    let field = Some(c.field.as_str());
    let got = match c.op {
        Op::Hash => {
            let options = HashOptions {
                init_state: c.init_state,
                outputs: c.outputs,
                width: c.width,
            };
            registry::hash_in(&c.name, field, &c.inputs, &options)
        }
        Op::Permute => registry::permute_in(&c.name, field, &c.inputs),
        Op::Bytes => registry::hash_bytes_in(&c.name, field, &c.data),
        Op::MerkleRoot => {
            let w = c.width.unwrap_or(1);
            NamedTree::new(&c.name, field, &c.inputs, w, 0).map(|t| t.cap().concat())
        }
    };
    match got {
        Ok(o) => Answer::Outputs(o),
        Err(e) => Answer::Error(e.to_string()),
    }
}

fn parse_answer(line: &str) -> Answer {
    let Ok(v) = serde_json::from_str::<Value>(line) else {
        return Answer::Broken(format!("not JSON: {:?}", clip(line)));
    };
    if v.get("unsupported").and_then(Value::as_bool) == Some(true) {
        return Answer::Unsupported;
    }
    if let Some(e) = v.get("error") {
        return Answer::Error(e.as_str().unwrap_or("error").to_string());
    }
    let Some(outputs) = v.get("outputs").and_then(Value::as_array) else {
        return Answer::Broken(format!(
            "no outputs, error or unsupported: {:?}",
            clip(line)
        ));
    };
    let parsed: Option<Vec<U256>> = outputs
        .iter()
        .map(|x| x.as_str().and_then(|s| encode::parse_uint(s).ok()))
        .collect();
    match parsed {
        Some(o) => Answer::Outputs(o),
        None => Answer::Broken(format!("outputs are not integer strings: {:?}", clip(line))),
    }
}

fn clip(s: &str) -> String {
    s.chars().take(120).collect()
}

/// Runs `cmd` under `sh -c`, writes every case's request line to its stdin
/// (from a thread, so that a program answering as it reads never blocks)
/// and reads one answer line per case; a program that stops early leaves
/// the rest `Broken`.
pub fn command(cmd: &str, cases: &[Case]) -> Result<Vec<Answer>, String> {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(cmd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("no stdin for the program")?;
    let stdout = child.stdout.take().ok_or("no stdout from the program")?;
    let requests: Vec<String> = cases.iter().map(request).collect();
    let writer = std::thread::spawn(move || {
        for r in requests {
            // A program that exits early closes the pipe: stop writing.
            if writeln!(stdin, "{r}").is_err() {
                break;
            }
        }
    });
    let mut answers = Vec::with_capacity(cases.len());
    let mut lines = BufReader::new(stdout).lines();
    for _ in cases {
        match lines.next() {
            Some(Ok(line)) => answers.push(parse_answer(&line)),
            Some(Err(e)) => {
                answers.push(Answer::Broken(format!("reading the answer: {e}")));
                break;
            }
            None => break,
        }
    }
    // The writer ends once the program stops reading or every request is written.
    drop(lines);
    writer.join().map_err(|_| "the request writer panicked")?;
    let status = child
        .wait()
        .map_err(|e| format!("waiting for {cmd:?}: {e}"))?;
    while answers.len() < cases.len() {
        answers.push(Answer::Broken(format!(
            "no answer: the program exited ({status}) after {} answers",
            answers.len()
        )));
    }
    Ok(answers)
}
