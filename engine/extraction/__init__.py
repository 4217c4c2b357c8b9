"""Extraction: what ingest() derives from a message, and the durable jobs that do it.

config.py       ExtractionConfig (PRME_EXTRACTION__* / PRME_EXTRACTION_*)
schema.py       the structured output every provider produces, parsing a model's JSON
rules.py        the offline, deterministic rules extractor (the default provider)
lexicon.py      the word lists the rules extractor types entities with
providers.py    rules, OpenAI-compatible chat completions and Anthropic messages over httpx
grounding.py    keeping only what the source text supports
materialize.py  planning nodes and edges (deterministic ids) from grounded output
jobs.py         SQL for extraction jobs (leases, reason codes) and saved extractions
operations.py   ExtractionOperations, the MemoryEngine mixin: ingest, ingest_batch,
                extraction_status, retry_extraction, process_extractions, get_extraction
runner.py       ExtractionRunner: claims jobs with a lease, extracts, saves, fails, stops
graph.py        the one write that builds a batch's entities, claims, edges and index rows
"""
